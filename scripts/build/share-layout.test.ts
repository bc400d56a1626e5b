/**
 * How the share image's words break into lines (scripts/build/share-layout.ts), with a width that
 * counts characters (10 px each) so each case can be checked by eye; what the real font draws is
 * checked on the rendered images (share-images.test.ts).
 */
import { describe, expect, it } from 'vitest'
import { breakLines, layOutWords, SHARE_FRAME } from './share-layout.ts'

const width = (line: string) => line.length * 10
const words = (text: string) => text.split(' ')

describe('breakLines', () => {
  it('keeps a line that fits whole', () => {
    expect(breakLines(words('Study smarter'), width, 1000)).toEqual(['Study smarter'])
  })

  it('uses the fewest lines, every one within the width', () => {
    const text = 'Aligned with the Egyptian and Arab curricula in every subject and every grade'
    const lines = breakLines(words(text), width, 300) ?? []
    expect(lines.join(' ')).toBe(text)
    for (const line of lines) expect(width(line)).toBeLessThanOrEqual(300)
    expect(lines).toHaveLength(3)
  })

  it('balances the lines: no word alone on the last, no "an" ending the first', () => {
    // Filled greedily: "Study smarter with an assistant that understands" / "you".
    expect(breakLines(words('Study smarter with an assistant that understands you'), width, 500)).toEqual([
      'Study smarter with an assistant',
      'that understands you',
    ])
  })

  it('breaks the English tagline between its sentences, not after "For"', () => {
    const lines = breakLines(
      words('Aligned with the Egyptian and Arab curricula. For students, teachers and parents.'),
      width,
      560,
    )
    expect(lines).toEqual([
      'Aligned with the Egyptian and Arab curricula.',
      'For students, teachers and parents.',
    ])
  })

  it("strands no sentence's first word at a line end", () => {
    // The most even break is after "Always" (21 / 26 characters).
    expect(breakLines(words('Learn with us. Always there for you, at any hour'), width, 300)).toEqual([
      'Learn with us. Always there',
      'for you, at any hour',
    ])
  })

  it('strands no short word at a line end when another break fits (Arabic)', () => {
    // Even halves would end the first line with «مع» (with).
    expect(breakLines(words('ذاكر بذكاء مع مساعد يفهمك'), width, 160)).toEqual([
      'ذاكر بذكاء',
      'مع مساعد يفهمك',
    ])
  })

  it('gives up on a word wider than the line', () => {
    expect(breakLines(words('a Donaudampfschifffahrtsgesellschaft b'), width, 200)).toBeNull()
  })
})

describe('layOutWords', () => {
  /** A fake ink: 10 px a character, the line's height its font size above the baseline. */
  const ink = (fragment: string) => {
    const boxes = [...fragment.matchAll(/y="([\d.-]+)" [^>]*font-size="(\d+)"[^>]*>([^<]*)</g)].map(
      ([, y, size, text]) => ({
        top: Number(y) - Number(size),
        bottom: Number(y),
        width: (text ?? '').length * 10,
      }),
    )
    if (boxes.length === 0) return undefined
    const top = Math.min(...boxes.map((box) => box.top))
    const bottom = Math.max(...boxes.map((box) => box.bottom))
    return { x: 0, y: top, width: Math.max(...boxes.map((box) => box.width)), height: bottom - top }
  }
  const colors = { title: 'ink', tagline: 'muted' }

  it('shrinks the words until they fit between the header and the band', () => {
    const copy = { title: 'A title', tagline: Array.from({ length: 120 }, () => 'word').join(' ') }
    const lines = layOutWords(copy, colors, false, ink)
    const box = ink(
      lines.map((line) => `<text y="${line.y}" font-size="${line.style.size}">${line.text}</text>`).join(''),
    )
    expect(lines[0]?.style.size).toBeLessThan(68)
    expect(box?.y).toBeGreaterThanOrEqual(SHARE_FRAME.top)
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(SHARE_FRAME.bottom)
  })

  it('says what to shorten when nothing fits', () => {
    const copy = { title: 'A title', tagline: Array.from({ length: 300 }, () => 'word').join(' ') }
    expect(() => layOutWords(copy, colors, false, ink)).toThrow(/do not fit .* shorten them/)
  })
})
