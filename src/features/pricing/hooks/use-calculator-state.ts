import { type RefObject, useCallback, useEffect, useState } from 'react'
import { CALCULATOR_DEFAULTS } from '../data/pricing.ts'
import {
  type CalculatorState,
  parseCalculatorParams,
  serializeCalculatorParams,
} from '../lib/calculator-params.ts'

/** Replaces the address in place (no new history entry) with `state`, keeping the other parameters and the hash. */
function writeAddress(state: CalculatorState) {
  const { pathname, search, hash } = window.location
  const query = serializeCalculatorParams(state, search)
  if (query !== search) window.history.replaceState(window.history.state, '', `${pathname}${query}${hash}`)
}

/**
 * The state the calculator's native controls inside `root` show, as a query string: the range's
 * value and the checked radio, each under its `name` (PARAM). Read once the island hydrates, so
 * that what a visitor set before it did is kept.
 */
function controlsQuery(root: ParentNode): string {
  const params = new URLSearchParams()
  for (const input of Array.from(root.querySelectorAll<HTMLInputElement>('input[name]'))) {
    if (input.type !== 'radio' || input.checked) params.append(input.name, input.value)
  }
  return params.toString()
}

const isDefault = (state: CalculatorState) =>
  state.subjects === CALCULATOR_DEFAULTS.subjects && state.period === CALCULATOR_DEFAULTS.period

/**
 * The calculator's state, mirrored in the address (`?subjects=3&period=term`).
 * The first render uses the defaults, exactly as prerendered. Once hydrated, an effect reads the
 * state to show: the native controls under `controls`, if the visitor moved them before the island
 * hydrated (it hydrates on the first touch: src/islands/client-touched.ts), else the address.
 */
export function useCalculatorState(
  controls: RefObject<HTMLElement | null>,
): [CalculatorState, (next: Partial<CalculatorState>) => void] {
  const [state, setState] = useState<CalculatorState>(CALCULATOR_DEFAULTS)

  useEffect(() => {
    const touched = controls.current
      ? parseCalculatorParams(controlsQuery(controls.current))
      : CALCULATOR_DEFAULTS
    if (isDefault(touched)) {
      setState(parseCalculatorParams(window.location.search))
    } else {
      setState(touched)
      writeAddress(touched)
    }
  }, [controls])

  const update = useCallback(
    (change: Partial<CalculatorState>) => {
      const next = { ...state, ...change }
      setState(next)
      writeAddress(next)
    },
    [state],
  )

  return [state, update]
}
