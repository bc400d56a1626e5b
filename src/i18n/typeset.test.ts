import { expect, it } from 'vitest'
import { keepWithNext } from './typeset.ts'

const NBSP = '\u00a0'

it.each([
  { text: 'ذاكر بذكاء مع مساعد يفهمك', expected: `ذاكر بذكاء مع${NBSP}مساعد يفهمك` },
  {
    text: 'أربع خطوات من التسجيل إلى تقدّم حقيقي',
    expected: `أربع خطوات من${NBSP}التسجيل إلى${NBSP}تقدّم حقيقي`,
  },
  {
    text: 'Study smarter with an assistant that understands you',
    expected: `Study smarter with${NBSP}an${NBSP}assistant that understands you`,
  },
  { text: 'The Faheem app', expected: `The${NBSP}Faheem app` },
  // A short word last has nothing to cling to; a word that only starts like one is left alone.
  { text: 'What it comes with', expected: 'What it comes with' },
  { text: 'معرفة المواد', expected: 'معرفة المواد' },
  { text: 'Into the woods', expected: `Into${NBSP}the${NBSP}woods` },
])('$text', ({ text, expected }) => {
  expect(keepWithNext(text)).toBe(expected)
})
