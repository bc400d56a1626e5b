/** Where a refusal is, in words (place.ts): ordinals from one, agreeing with their noun; the breadcrumb by the editor's labels. */
import { describe, expect, it } from 'vitest'
import { arabicDigits, arabicOrdinal, englishOrdinal, pathText, placeOf } from './place.ts'

describe('ordinals', () => {
  it.each<[number, string, string, string]>([
    [1, 'الأول', 'الأولى', 'first'],
    [2, 'الثاني', 'الثانية', 'second'],
    [5, 'الخامس', 'الخامسة', 'fifth'],
    [10, 'العاشر', 'العاشرة', 'tenth'],
    [11, 'الحادي عشر', 'الحادية عشرة', 'eleventh'],
    [12, 'الثاني عشر', 'الثانية عشرة', 'twelfth'],
    [19, 'التاسع عشر', 'التاسعة عشرة', 'nineteenth'],
    [20, 'العشرون', 'العشرون', 'twentieth'],
    [21, 'رقم ٢١', 'رقم ٢١', 'number 21'],
  ])('%i', (n, masculine, feminine, english) => {
    expect([arabicOrdinal(n, false), arabicOrdinal(n, true), englishOrdinal(n)]).toEqual([
      masculine,
      feminine,
      english,
    ])
  })

  it('writes Arabic digits', () => {
    expect(arabicDigits(2026)).toBe('٢٠٢٦')
  })
})

describe('the place of a key', () => {
  it.each<[string, (string | number)[], string, string]>([
    [
      'content/words/landing.ar.json',
      ['faq', 'items', 4],
      'الصفحة الرئيسية › الأسئلة الشائعة › السؤال الخامس',
      'Home page › FAQ › the fifth question',
    ],
    [
      'content/words/landing.en.json',
      ['features', 'items', 2, 'body'],
      'الصفحة الرئيسية › المزايا › الميزة الثالثة › النص',
      'Home page › Features › the third feature › Text',
    ],
    [
      'content/words/charts.ar.json',
      ['monthsLong', 11],
      'الرسوم البيانية › أسماء الشهور كاملة › الشهر الثاني عشر',
      'Charts › Months, in full › the twelfth month',
    ],
    [
      'content/words/landing.ar.json',
      ['hero', 'phone', 'points'],
      'الصفحة الرئيسية › أعلى الصفحة › صورة الهاتف في أعلى الصفحة › عدد النقاط في صورة الهاتف',
      'Home page › Top of the page › Phone picture at the top › Points in the phone picture',
    ],
    [
      'content/pricing.json',
      ['bundles', 2, 'price'],
      'الأسعار والباقات › الباقات › الباقة الثالثة › السعر (جنيه)',
      'Prices and bundles › Bundles › the third bundle › Price (EGP)',
    ],
    [
      'content/contact.json',
      ['address', 'ar'],
      'التواصل › العنوان › بالعربية',
      'Contact › Address › In Arabic',
    ],
  ])('%s: %j', (file, path, ar, en) => {
    const [placeAr, placeEn] = placeOf(file, path)
    expect([placeAr.join(' › '), placeEn.join(' › ')]).toEqual([ar, en])
  })

  it('keeps the key as the file writes it', () => {
    expect(pathText(['faq', 'items', 4, 'answer'])).toBe('faq.items[4].answer')
  })
})
