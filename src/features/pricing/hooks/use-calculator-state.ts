import { type RefObject, useCallback, useEffect, useState } from 'react'
import { CALCULATOR_DEFAULTS } from '#src/content/pricing.ts'
import { controlsState, handOver, isDefault, writeAddress, writeAddressSoon } from '../calculator-early.ts'
import { type CalculatorState, parseCalculatorParams } from '../lib/calculator-params.ts'

/**
 * The calculator's state, mirrored in the address (`?subjects=3&period=term`; a change is written
 * there once the main thread is idle, after the answer's frame: ../calculator-early.ts).
 * The first render uses the state on screen: the one the calculator's answer before React shows
 * (../calculator-early.ts, which has read the controls and the address), so that hydration finds
 * its own text; the address is then brought up to it. On the server, and in the browser without
 * that answer, the first render uses the defaults, as prerendered, and an effect reads the state to
 * show once hydrated: the native controls under `controls`, if the visitor moved them before the
 * island hydrated (it hydrates after the first touch: src/islands/client-touched.ts), else the
 * address.
 */
export function useCalculatorState(
  controls: RefObject<HTMLElement | null>,
): [CalculatorState, (next: Partial<CalculatorState>) => void] {
  const [onScreen] = useState(handOver)
  const [state, setState] = useState<CalculatorState>(onScreen ?? CALCULATOR_DEFAULTS)

  useEffect(() => {
    if (onScreen) {
      // Brought up to it now (a quote from the address is left as written).
      const address = parseCalculatorParams(window.location.search)
      if (address.subjects !== onScreen.subjects || address.period !== onScreen.period) writeAddress(onScreen)
      return
    }
    const touched = controls.current ? controlsState(controls.current) : CALCULATOR_DEFAULTS
    if (isDefault(touched)) {
      setState(parseCalculatorParams(window.location.search))
    } else {
      setState(touched)
      writeAddress(touched)
    }
  }, [controls, onScreen])

  const update = useCallback(
    (change: Partial<CalculatorState>) => {
      const next = { ...state, ...change }
      setState(next)
      writeAddressSoon(next)
    },
    [state],
  )

  return [state, update]
}
