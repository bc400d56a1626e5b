import { useCallback, useEffect, useState } from 'react'
import { CALCULATOR_DEFAULTS } from '../data/pricing.ts'
import {
  type CalculatorState,
  parseCalculatorParams,
  serializeCalculatorParams,
} from '../lib/calculator-params.ts'

/**
 * The calculator's state, mirrored in the address (`?subjects=3&period=term`).
 * The first render uses the defaults, exactly as prerendered; the address is read in an effect
 * after hydration. Each change replaces the address in place (no new history entry), keeping
 * `lang` and the hash.
 */
export function useCalculatorState(): [CalculatorState, (next: Partial<CalculatorState>) => void] {
  const [state, setState] = useState<CalculatorState>(CALCULATOR_DEFAULTS)

  useEffect(() => {
    setState(parseCalculatorParams(window.location.search))
  }, [])

  const update = useCallback(
    (change: Partial<CalculatorState>) => {
      const next = { ...state, ...change }
      setState(next)
      const { pathname, search, hash } = window.location
      const query = serializeCalculatorParams(next, search)
      if (query !== search)
        window.history.replaceState(window.history.state, '', `${pathname}${query}${hash}`)
    },
    [state],
  )

  return [state, update]
}
