/** Every key of content/ has an Arabic label in the editor (labels.ts, more-labels.ts). */
import { readdirSync, readFileSync } from 'node:fs'
import { expect, it } from 'vitest'
import { names } from './labels.ts'

const keysOf = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.flatMap(keysOf)
    : value && typeof value === 'object'
      ? Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)])
      : []

it('labels every key of the content files in Arabic', () => {
  const files = [
    'content/pricing.json',
    'content/contact.json',
    ...readdirSync('content/words').map((file) => `content/words/${file}`),
  ]
  const keys = new Set(files.flatMap((file) => keysOf(JSON.parse(readFileSync(file, 'utf8')))))
  const unlabelled = [...keys].filter((key) => !/[\u0600-\u06ff]/.test(names(key)[0]))
  expect(unlabelled).toEqual([])
})
