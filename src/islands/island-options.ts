/**
 * The options of `client:touched` (client-touched.ts), pure: shared by the directive, the page
 * shells' types (client-directives.d.ts) and the browser tests that use an island as a visitor
 * would (e2e/fixtures.ts).
 */
export interface TouchedOptions {
  /**
   * Query parameters that carry the island's state: when the address has one, the island must
   * show that state, so it hydrates when seen (the calculator's `?subjects=3&period=term`).
   */
  eagerWith?: readonly string[]
}

/**
 * What a `client:touched` island's component may carry as a static `untilHydrated`: called with the
 * island once its code has arrived (when seen), before React, it may answer the visitor's controls
 * without React until React takes the island over (the calculator: calculator-early.ts in
 * src/features/pricing). What it shows must be what the component's first render shows then.
 */
export type UntilHydrated = (island: HTMLElement) => void

/** The events that count as reaching for an island: the mouse over it, a tap, the keyboard's focus. */
export const TOUCH_EVENTS = ['pointerover', 'pointerdown', 'focusin'] as const

/** Whether a `client:touched` island with `value` (its options) hydrates when seen at `search`. */
export function hydratesWhenSeen(value: unknown, search: string): boolean {
  const eagerWith = typeof value === 'object' && value !== null ? (value as TouchedOptions).eagerWith : []
  const params = new URLSearchParams(search)
  return Array.isArray(eagerWith) && eagerWith.some((name) => params.has(String(name)))
}
