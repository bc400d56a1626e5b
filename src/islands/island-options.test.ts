import { describe, expect, it } from 'vitest'
import { hydratesWhenSeen } from './island-options.ts'

const calculator = { eagerWith: ['subjects', 'period'] }

describe('hydratesWhenSeen (client:touched)', () => {
  it.each([
    ['no options (client:touched alone)', true, '', false],
    ['bare address', calculator, '', false],
    ['an unrelated query', calculator, '?utm_source=x', false],
    ['a quote in the address', calculator, '?subjects=3', true],
    ['the other key, even empty or bad', calculator, '?period=', true],
    ['no eagerWith', {}, '?subjects=3', false],
    ['a malformed eagerWith', { eagerWith: 'subjects' }, '?subjects=3', false],
    ['null', null, '?subjects=3', false],
  ])('%s', (_name, value, search, expected) => {
    expect(hydratesWhenSeen(value, search)).toBe(expected)
  })
})
