import { describe, expect, it } from 'vitest'
import { parseCalculatorParams, serializeCalculatorParams } from './calculator-params.ts'

const DEFAULTS = { subjects: 1, period: 'monthly' }

describe('parseCalculatorParams', () => {
  it.each([
    ['', DEFAULTS],
    ['?subjects=3&period=term', { subjects: 3, period: 'term' }],
    ['subjects=3&period=term', { subjects: 3, period: 'term' }],
    ['?period=yearly&subjects=10', { subjects: 10, period: 'yearly' }],
    ['?subjects=1&period=monthly', DEFAULTS],
    ['?subjects=7', { subjects: 7, period: 'monthly' }],
    ['?period=term', { subjects: 1, period: 'term' }],
    ['?subjects=5&period=term&lang=en', { subjects: 5, period: 'term' }],
    ['?lang=en&subjects=2', { subjects: 2, period: 'monthly' }],
  ])('reads %j', (search, expected) => {
    expect(parseCalculatorParams(search)).toEqual(expected)
  })

  it.each([
    ['?subjects=0', DEFAULTS],
    ['?subjects=11', DEFAULTS],
    ['?subjects=-3', DEFAULTS],
    ['?subjects=100', DEFAULTS],
    ['?subjects=3abc', DEFAULTS],
    ['?subjects=1e1', DEFAULTS],
    ['?subjects=2.5', DEFAULTS],
    ['?subjects=3.0', DEFAULTS],
    ['?subjects=03', DEFAULTS],
    ['?subjects=%203', DEFAULTS],
    ['?subjects=0x3', DEFAULTS],
    ['?subjects=', DEFAULTS],
    ['?subjects', DEFAULTS],
    ['?subjects=٣', DEFAULTS],
    ['?subjects=NaN', DEFAULTS],
    ['?subjects=3&subjects=4', DEFAULTS],
    ['?period=weekly', DEFAULTS],
    ['?period=', DEFAULTS],
    ['?period=Term', DEFAULTS],
    ['?period=term&period=yearly', DEFAULTS],
    ['?period=toString', DEFAULTS],
    ['?period=__proto__', DEFAULTS],
  ])('ignores %j in favour of the defaults', (search, expected) => {
    expect(parseCalculatorParams(search)).toEqual(expected)
  })

  it.each([
    ['?subjects=3abc&period=term', { subjects: 1, period: 'term' }],
    ['?subjects=4&period=weekly', { subjects: 4, period: 'monthly' }],
  ])('keeps the valid half of %j', (search, expected) => {
    expect(parseCalculatorParams(search)).toEqual(expected)
  })
})

describe('serializeCalculatorParams', () => {
  it.each([
    [{ subjects: 3, period: 'term' }, '', '?subjects=3&period=term'],
    [{ subjects: 10, period: 'yearly' }, '?subjects=2', '?subjects=10&period=yearly'],
    [{ subjects: 1, period: 'monthly' }, '?subjects=3&period=term', ''],
    [{ subjects: 1, period: 'term' }, '', '?period=term'],
    [{ subjects: 6, period: 'monthly' }, '', '?subjects=6'],
    [{ subjects: 3, period: 'term' }, '?lang=en', '?subjects=3&period=term&lang=en'],
    [{ subjects: 1, period: 'monthly' }, '?lang=en&subjects=4', '?lang=en'],
    [
      { subjects: 2, period: 'yearly' },
      '?subjects=3abc&subjects=9&lang=en',
      '?subjects=2&period=yearly&lang=en',
    ],
  ] as const)('writes %j over %j', (state, search, expected) => {
    expect(serializeCalculatorParams(state, search)).toBe(expected)
  })

  it('round-trips every state', () => {
    for (const period of ['monthly', 'term', 'yearly'] as const) {
      for (let subjects = 1; subjects <= 10; subjects++) {
        const search = serializeCalculatorParams({ subjects, period }, '?lang=en')
        expect(parseCalculatorParams(search)).toEqual({ subjects, period })
        expect(new URLSearchParams(search).get('lang')).toBe('en')
      }
    }
  })
})
