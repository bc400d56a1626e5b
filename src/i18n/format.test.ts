import { describe, expect, it } from 'vitest'
import { allWords } from '#src/content/words.ts'
import {
  displayPhone,
  fill,
  formatChange,
  formatInteger,
  formatMoney,
  formatNumber,
  formatPercent,
  formatPercentChange,
  formatShare,
  NO_BREAK_SPACE,
  type PluralForms,
  plural,
  pluralChange,
} from './format.ts'

/** Bidi controls that one ICU version adds and another does not (ALM, LRM, RLM, embeddings, isolates). */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/
const NBSP = '\u00a0'

describe('formatNumber', () => {
  it.each([
    ['ar', 0, '٠'],
    ['ar', 1234567, '١٬٢٣٤٬٥٦٧'],
    ['ar', 3.8, '٣٫٨'],
    ['en', 1234567, '1,234,567'],
    ['en', 3.8, '3.8'],
  ] as const)('%s %d → %s', (lang, value, expected) => {
    expect(formatNumber(lang, value)).toBe(expected)
  })
})

describe('formatInteger (years, step numbers)', () => {
  it.each([
    ['ar', 2025, '٢٠٢٥'],
    ['en', 2025, '2025'],
    ['ar', 4, '٤'],
  ] as const)('%s %d → %s', (lang, value, expected) => {
    expect(formatInteger(lang, value)).toBe(expected)
  })
})

describe('formatMoney: the amount and the currency never part', () => {
  it.each([
    ['ar', 100, `١٠٠${NBSP}ج.م`],
    ['ar', 1500, `١٬٥٠٠${NBSP}ج.م`],
    ['ar', 0, `٠${NBSP}ج.م`],
    ['ar', -150, `−١٥٠${NBSP}ج.م`],
    ['en', 150, `EGP${NBSP}150`],
    ['en', 2000, `EGP${NBSP}2,000`],
    ['en', 0, `EGP${NBSP}0`],
    ['en', -150, `EGP${NBSP}−150`],
    ['en', -0.2, `EGP${NBSP}0`],
  ] as const)('%s %d → %s', (lang, value, expected) => {
    expect(formatMoney(lang, value)).toBe(expected)
    expect(NO_BREAK_SPACE).toBe(NBSP)
    // Nothing a line may break at: no ordinary space, no other breakable white space.
    expect(formatMoney(lang, value)).not.toMatch(/[ \t\u2000-\u200b]/)
  })
})

describe('formatPercent: the same bytes on the server and in the browser', () => {
  it.each([
    ['ar', 0.35, '٣٥٪'],
    ['ar', 0.18, '١٨٪'],
    ['ar', 0, '٠٪'],
    ['ar', 1, '١٠٠٪'],
    ['ar', 0.125, '١٢٫٥٪'],
    ['ar', -0.05, '−٥٪'],
    ['en', 0.35, '35%'],
    ['en', 0, '0%'],
    ['en', 0.125, '12.5%'],
    ['en', -0.05, '−5%'],
  ] as const)('%s %d → %s', (lang, value, expected) => {
    expect(formatPercent(lang, value)).toBe(expected)
  })
})

describe('signed changes: "+12", "−5", "0", never "+-5" nor "+0"', () => {
  it.each([
    ['ar', 12, '+١٢'],
    ['ar', -5, '−٥'],
    ['ar', 0, '٠'],
    ['ar', -0.001, '٠'],
    ['en', 12, '+12'],
    ['en', -5, '−5'],
    ['en', 0, '0'],
    ['en', 0.004, '0'],
  ] as const)('formatChange %s %d → %s', (lang, value, expected) => {
    expect(formatChange(lang, value)).toBe(expected)
  })

  it.each([
    ['ar', 0.12, '+١٢٪'],
    ['ar', -0.05, '−٥٪'],
    ['ar', 0, '٠٪'],
    ['en', 0.12, '+12%'],
    ['en', -0.05, '−5%'],
    ['en', 0, '0%'],
  ] as const)('formatPercentChange %s %d → %s', (lang, value, expected) => {
    expect(formatPercentChange(lang, value)).toBe(expected)
  })

  const points: Record<'ar' | 'en', PluralForms> = {
    ar: {
      zero: 'لا تغيير',
      one: 'درجة واحدة',
      two: 'درجتان',
      few: '{count} درجات',
      many: '{count} درجة',
      other: '{count} درجة',
    },
    en: { one: '{count} point', other: '{count} points' },
  }
  it.each([
    ['ar', 12, '+١٢ درجة'],
    ['ar', 3, '+٣ درجات'],
    ['ar', 1, '+درجة واحدة'],
    ['ar', 0, 'لا تغيير'],
    ['ar', -5, '−٥ درجات'],
    ['ar', -1, '−درجة واحدة'],
    ['en', 12, '+12 points'],
    ['en', 1, '+1 point'],
    ['en', 0, '0 points'],
    ['en', -5, '−5 points'],
    ['en', -1, '−1 point'],
  ] as const)('pluralChange %s %d → %s', (lang, value, expected) => {
    expect(pluralChange(lang, value, points[lang])).toBe(expected)
  })
})

describe('no formatted number carries a bidi control character', () => {
  const values = [-1234.5, -5, -0.05, 0, 0.12, 0.35, 1, 3.8, 12, 100, 1500, 1_000_000]
  it.each(['ar', 'en'] as const)('%s', (lang) => {
    for (const value of values) {
      for (const formatted of [
        formatNumber(lang, value),
        formatNumber(lang, value, { minimumFractionDigits: 1 }),
        formatInteger(lang, Math.round(value)),
        formatMoney(lang, value),
        formatPercent(lang, value),
        formatChange(lang, value),
        formatPercentChange(lang, value),
      ]) {
        expect(formatted, `${value} → ${JSON.stringify(formatted)}`).not.toMatch(BIDI_CONTROLS)
        expect(formatted, `${value} → ${JSON.stringify(formatted)}`).not.toMatch(/\+\s*[-−]|[-−]\s*\+/)
      }
    }
  })
})

describe('plural', () => {
  const subjects: Record<'ar' | 'en', PluralForms> = {
    ar: {
      zero: 'لا مواد',
      one: 'مادة واحدة',
      two: 'مادتان',
      few: '{count} مواد',
      many: '{count} مادة',
      other: '{count} مادة',
    },
    en: { one: '{count} subject', other: '{count} subjects' },
  }
  const expected: Record<'ar' | 'en', string[]> = {
    ar: [
      'مادة واحدة',
      'مادتان',
      '٣ مواد',
      '٤ مواد',
      '٥ مواد',
      '٦ مواد',
      '٧ مواد',
      '٨ مواد',
      '٩ مواد',
      '١٠ مواد',
    ],
    en: [
      '1 subject',
      '2 subjects',
      '3 subjects',
      '4 subjects',
      '5 subjects',
      '6 subjects',
      '7 subjects',
      '8 subjects',
      '9 subjects',
      '10 subjects',
    ],
  }
  for (const lang of ['ar', 'en'] as const) {
    it.each(expected[lang].map((text, index) => [index + 1, text] as const))(
      `${lang}: %d → %s`,
      (count, text) => {
        expect(plural(lang, count, subjects[lang])).toBe(text)
      },
    )
  }

  it('uses Arabic’s many and other forms past ten', () => {
    expect(plural('ar', 11, subjects.ar)).toBe('١١ مادة')
    expect(plural('ar', 100, subjects.ar)).toBe('١٠٠ مادة')
  })

  it('falls back to other when a form is missing', () => {
    expect(plural('ar', 3, { other: '{count} عناصر' })).toBe('٣ عناصر')
  })
})

describe('fill', () => {
  it('fills known placeholders and leaves unknown ones visible', () => {
    expect(fill('© {year} {name} {missing}', { year: '٢٠٢٥', name: 'فهيم' })).toBe('© ٢٠٢٥ فهيم {missing}')
  })
})

describe('the copyright line', () => {
  it.each([
    ['ar', '© ٢٠٢٥ فهيم. جميع الحقوق محفوظة.'],
    ['en', '© 2025 Faheem. All rights reserved.'],
  ] as const)('%s', (lang, expected) => {
    expect(fill(allWords(lang).site.footer.copyright, { year: formatInteger(lang, 2025) })).toBe(expected)
  })
})

describe('formatShare: a share in percent, in the page digits', () => {
  it.each([
    ['en', 35, '35%'],
    ['ar', 35, '٣٥٪'],
    ['en', 0, '0%'],
    ['ar', 100, '١٠٠٪'],
    ['en', 12.5, '12.5%'],
  ] as const)('%s %d → %s', (lang, percent, expected) => {
    expect(formatShare(lang, percent).replace(/[\u200e\u200f\u061c]/g, '')).toBe(expected)
  })
})

describe('displayPhone: localised digits, each Arabic group kept left to right', () => {
  it.each([
    ['en', '+20 100 4567', '+20 100 4567'],
    ['ar', '+20 100 4567', '+٢٠ \u200e١٠٠ \u200e٤٥٦٧'],
    ['ar', '0123', '٠١٢٣'],
    ['en', '', ''],
  ] as const)('%s %j → %j', (lang, phone, expected) => {
    expect(displayPhone(lang, phone)).toBe(expected)
  })
})
