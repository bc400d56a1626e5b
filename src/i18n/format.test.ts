import { describe, expect, it } from 'vitest'
import { catalogs } from './catalogs.ts'
import { fill, formatInteger, formatMoney, formatNumber, type PluralForms, plural } from './format.ts'

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

describe('formatMoney', () => {
  it.each([
    ['ar', 100, '١٠٠ ج.م.'],
    ['ar', 1500, '١٬٥٠٠ ج.م.'],
    ['en', 150, 'EGP 150'],
    ['en', 2000, 'EGP 2,000'],
  ] as const)('%s %d → %s', (lang, value, expected) => {
    expect(formatMoney(lang, value)).toBe(expected)
  })

  it('has no bidi control characters that would differ between ICU versions', () => {
    expect(formatMoney('ar', 450)).not.toMatch(/[\u200e\u200f\u061c]/)
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
    expect(fill(catalogs[lang].site.footer.copyright, { year: formatInteger(lang, 2025) })).toBe(expected)
  })
})
