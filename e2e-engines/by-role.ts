/**
 * Finding an element as a visitor names it, by its role and accessible name, in any engine: classic
 * WebDriver has no accessibility locator, so this runs in the page (through `EnginePage.run`,
 * e2e-engines/engines.ts) and marks the element it found with `data-e2e-target`, which the engine
 * then clicks by CSS. The roles are those of the elements the core flows use; the name is computed
 * as the accessible-name rules do for them (aria-labelledby, aria-label, a label, then the text),
 * and matches as Playwright's `getByRole` does by default: case-insensitive, as a substring.
 */
import type { EnginePage } from './engines.ts'

export type Role = 'link' | 'button' | 'heading' | 'region' | 'group' | 'slider' | 'radio' | 'figure'

/** Runs in the page: must use nothing from outside its own body. */
function markByRole(
  role: string,
  name: string,
  withinRole: string | null,
  withinName: string | null,
  mark: string,
) {
  const SELECTORS: Record<string, string> = {
    link: 'a[href]',
    button: 'button, summary, [role="button"]',
    heading: 'h1, h2, h3, h4, h5, h6, [role="heading"]',
    region: 'section[aria-label], section[aria-labelledby], [role="region"]',
    group: 'fieldset, [role="group"], [role="radiogroup"]',
    slider: 'input[type="range"], [role="slider"]',
    radio: 'input[type="radio"], [role="radio"]',
    figure: 'figure',
  }
  const flat = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim()
  const nameOf = (element: Element): string => {
    const labelledBy = element.getAttribute('aria-labelledby')
    if (labelledBy) {
      return flat(
        labelledBy
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent)
          .join(' '),
      )
    }
    const label = element.getAttribute('aria-label')
    if (label) return flat(label)
    if (element instanceof HTMLInputElement && element.labels?.length) {
      return flat([...element.labels].map((each) => each.textContent).join(' '))
    }
    if (element instanceof HTMLFieldSetElement) return flat(element.querySelector('legend')?.textContent)
    return flat(element.textContent)
  }
  const find = (scope: ParentNode, wanted: string, named: string) =>
    [...scope.querySelectorAll(SELECTORS[wanted] ?? wanted)].filter(
      (element) =>
        element.getClientRects().length > 0 && nameOf(element).toLowerCase().includes(named.toLowerCase()),
    )
  const scopes = withinRole && withinName !== null ? find(document, withinRole, withinName) : [document]
  const found = scopes.flatMap((scope) => find(scope, role, name))
  for (const old of document.querySelectorAll(`[data-e2e-target="${mark}"]`))
    old.removeAttribute('data-e2e-target')
  const [first] = found
  if (!first) return 0
  first.setAttribute('data-e2e-target', mark)
  return found.length
}

/**
 * Marks the first element with `role` whose accessible name contains `name` (inside the element
 * `within` names, if given) and returns a CSS selector of it; fails when none matches. The mark is
 * the role, so the last region, slider… found are each at hand at once.
 */
export async function byRole(
  page: EnginePage,
  role: Role,
  name: string,
  within?: { role: Role; name: string },
): Promise<string> {
  // As Playwright's locators do, waits for it (5 s): a page may still be arriving.
  let count = 0
  for (let attempt = 0; attempt < 50 && count === 0; attempt++) {
    if (attempt > 0) await new Promise((done) => setTimeout(done, 100))
    count = await page
      .run(markByRole, role, name, within?.role ?? null, within?.name ?? null, role)
      .catch(() => 0)
  }
  if (count === 0) {
    throw new Error(`no ${role} named "${name}"${within ? ` in the ${within.role} "${within.name}"` : ''}`)
  }
  return `[data-e2e-target="${role}"]`
}
