/**
 * The speculation rules' URL pattern, read as a browser reads it (URLPattern, against the page's
 * address): every link of our own origin, whatever its path, query and fragment, and no other.
 */
import { describe, expect, it } from 'vitest'
import { SPECULATION_RULES } from './speculation-rules.ts'

const pattern = SPECULATION_RULES.prerender[0].where.and[0].href_matches
const page = 'https://faheem.app/en/pricing?subjects=3#compare'

describe('the pattern of the links the rules prepare', () => {
  it.each([
    'https://faheem.app/',
    'https://faheem.app/pricing',
    'https://faheem.app/en?lang=ar',
    'https://faheem.app/en/pricing?lang=en&subjects=3#faq',
  ])('matches %s', (link) => {
    expect(new URLPattern(pattern, page).test(link)).toBe(true)
  })

  it.each(['https://get.faheem.app/', 'http://faheem.app/', 'https://faheem.app:8443/'])(
    'does not match %s',
    (link) => {
      expect(new URLPattern(pattern, page).test(link)).toBe(false)
    },
  )
})
