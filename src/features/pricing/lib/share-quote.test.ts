import { describe, expect, it, vi } from 'vitest'
import { quoteAddress, type ShareTarget, shareQuote } from './share-quote.ts'

const PAGE = { origin: 'https://example.org', pathname: '/pricing' }
const DATA = { title: 'T', text: 'X', url: 'https://example.org/pricing?subjects=3' }

describe('quoteAddress', () => {
  it.each([
    ['', { subjects: 1, period: 'monthly' }, 'https://example.org/pricing'],
    ['', { subjects: 3, period: 'term' }, 'https://example.org/pricing?subjects=3&period=term'],
    [
      '?lang=en',
      { subjects: 10, period: 'yearly' },
      'https://example.org/pricing?subjects=10&period=yearly&lang=en',
    ],
    ['?lang=en', { subjects: 1, period: 'monthly' }, 'https://example.org/pricing?lang=en'],
    // The address's own stale values are replaced by the state on screen.
    [
      '?subjects=9&period=yearly',
      { subjects: 2, period: 'monthly' },
      'https://example.org/pricing?subjects=2',
    ],
  ] as const)('%s with %o → %s', (search, state, expected) => {
    expect(quoteAddress({ ...PAGE, search }, state)).toBe(expected)
  })
})

describe('shareQuote', () => {
  it('uses the Web Share API when there is one', async () => {
    const target: ShareTarget = {
      share: vi.fn(async () => {}),
      clipboard: { writeText: vi.fn(async () => {}) },
    }
    expect(await shareQuote(target, DATA)).toBe('shared')
    expect(target.share).toHaveBeenCalledWith(DATA)
    expect(target.clipboard?.writeText).not.toHaveBeenCalled()
  })

  it('says nothing when the visitor closes the share sheet', async () => {
    const abort = Object.assign(new Error('closed'), { name: 'AbortError' })
    const target: ShareTarget = {
      share: vi.fn(async () => Promise.reject(abort)),
      clipboard: { writeText: vi.fn(async () => {}) },
    }
    expect(await shareQuote(target, DATA)).toBe('cancelled')
    expect(target.clipboard?.writeText).not.toHaveBeenCalled()
  })

  it('copies the address when sharing is refused for another reason', async () => {
    const refused = Object.assign(new Error('no'), { name: 'NotAllowedError' })
    const writeText = vi.fn(async () => {})
    expect(
      await shareQuote({ share: async () => Promise.reject(refused), clipboard: { writeText } }, DATA),
    ).toBe('copied')
    expect(writeText).toHaveBeenCalledWith(DATA.url)
  })

  it('copies the address without a Web Share API', async () => {
    const writeText = vi.fn(async () => {})
    expect(await shareQuote({ clipboard: { writeText } }, DATA)).toBe('copied')
    expect(writeText).toHaveBeenCalledWith(DATA.url)
  })

  it.each([
    ['no API at all', {}],
    [
      'a clipboard that refuses',
      { clipboard: { writeText: async () => Promise.reject(new Error('denied')) } },
    ],
  ] as const)('fails, to show the address by hand, with %s', async (_, target) => {
    expect(await shareQuote(target, DATA)).toBe('failed')
  })
})
