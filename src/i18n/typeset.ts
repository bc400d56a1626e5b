/**
 * A heading never ends a line on a short preposition or article: «ذاكر بذكاء مع / مساعد يفهمك»
 * would leave «مع» apart from its noun. Each such word is joined to the next by a no-break space
 * (U+00A0), so the two wrap together at every width; `text-wrap: balance` alone chooses its breaks
 * by length and does not keep them. Applied where a heading is drawn, not in the word files: the
 * editor shows plain spaces, and the share images lay the title out themselves.
 */

/** The short words a line must not end on, in both languages (English compared in lower case). */
const CLINGING = new Set([
  // Arabic prepositions that are written as words of their own.
  'مع',
  'في',
  'من',
  'على',
  'إلى',
  'عن',
  'حتى',
  'منذ',
  // English prepositions and articles.
  'a',
  'an',
  'the',
  'to',
  'of',
  'in',
  'on',
  'at',
  'by',
  'for',
  'with',
  'from',
  'into',
])

const NO_BREAK_SPACE = '\u00a0'

/** `text` with each short word in CLINGING bound to the word after it. */
export function keepWithNext(text: string): string {
  return text
    .split(' ')
    .map((word, index, words) =>
      index < words.length - 1 && CLINGING.has(word.toLowerCase()) ? `${word}${NO_BREAK_SPACE}` : `${word} `,
    )
    .join('')
    .trimEnd()
}
