/**
 * A built page as a visitor's screen reader reads it, without a browser: the document of dist/
 * (test-support/built.ts) queried by role and accessible name with Testing Library, as the
 * Playwright specs query a page. For the facts the served HTML holds alone (text, attributes,
 * links, what shows without JavaScript); what needs a browser (layout, scripts, focus, direction)
 * stays in e2e/.
 */
import { configure, within } from '@testing-library/dom'
import type { PageId } from '../../src/config/routes.ts'
import type { Lang } from '../../src/i18n/lang.ts'
import { load } from '../../test-support/built.ts'

// A query that finds nothing says what it looked for, without printing the whole page.
configure({ getElementError: (message) => new Error(message?.split('\n')[0] ?? 'not found') })

const parsed = new Map<string, { document: Document; screen: ReturnType<typeof within> }>()

/** The built page's body, queried as a visitor meets it (getByRole, getByText…); parsed once, read only. */
export function screenOf(page: PageId, lang: Lang) {
  const key = `${page} ${lang}`
  let found = parsed.get(key)
  if (!found) {
    const document = load(page, lang)
    found = { document, screen: within(document.body) }
    parsed.set(key, found)
  }
  return found
}

/** An element's text as a visitor reads it: every run of white space (no-break spaces too) as one space. */
export const textOf = (element: Element | null | undefined) =>
  (element?.textContent ?? '').replace(/\s+/g, ' ').trim()

/** The same for a sentence of the word files, to compare with textOf. */
export const words = (sentence: string) => sentence.replace(/\s+/g, ' ').trim()

/** A name that starts with `text` (a call to action's label, then «في التطبيق» / "in the app"). */
export const startingWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)

/** An accessible name equal to `sentence` as a visitor reads it (headings bind short words with no-break spaces). */
export const named = (sentence: string) => (name: string) => words(name) === words(sentence)
