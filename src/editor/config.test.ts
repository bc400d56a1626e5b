/**
 * The editor's rules for content/pricing.json and content/contact.json are read from
 * src/content/schema.ts (config.ts): here each rule of the generated configuration is tried on the
 * schema itself, so that the editor and the build cannot disagree on a bound, a choice or a format.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { contactSchema, pricingSchema } from '../content/schema.ts'
import { editorConfig } from './config.ts'
import type { Field } from './word-fields.ts'

type Path = (string | number)[]
const settings = editorConfig('.').collections.find((collection) => collection.name === 'settings')
const fieldsOf = (name: string) => settings?.files.find((file) => file.name === name)?.fields as Field[]

/** Each field with its place in the file, a list's fields at its first item. */
function walk(fields: readonly Field[], at: Path = []): Array<{ field: Field; path: Path }> {
  return fields.flatMap((field) => {
    const path = [...at, field.name]
    const inner = (field.fields as Field[] | undefined) ?? []
    return [{ field, path }, ...walk(inner, field.widget === 'list' ? [...path, 0] : path)]
  })
}

/** The file with one value changed. */
function with_(data: unknown, path: Path, value: unknown): unknown {
  const copy = structuredClone(data) as Record<string | number, unknown>
  let here = copy
  for (const step of path.slice(0, -1)) here = here[step] as Record<string | number, unknown>
  here[path.at(-1) as string | number] = value
  return copy
}

/**
 * Whether the schema refuses the file at that field; by a rule across fields too (the calculator's
 * default within its range: the editor's bound) unless `own`, where only the field's own rule counts.
 */
function refusedAt(schema: z.ZodType, data: unknown, path: Path, own = false): boolean {
  const result = schema.safeParse(data)
  return (
    !result.success &&
    result.error.issues.some(
      (issue) => issue.path.join('.') === path.join('.') && !(own && issue.code === 'custom'),
    )
  )
}

const read = (file: string) => JSON.parse(readFileSync(file, 'utf8'))
const cases = [
  { file: 'pricing', schema: pricingSchema, data: read('content/pricing.json') },
  { file: 'contact', schema: contactSchema, data: read('content/contact.json') },
]

describe.each(cases)('the editor refuses what the schema refuses: $file', ({ file, schema, data }) => {
  const fields = walk(fieldsOf(file))

  it('accepts the file as it is', () => {
    expect(schema.safeParse(data).success).toBe(true)
  })

  it.each(fields.filter(({ field }) => field.widget === 'number'))(
    'number $path: its bounds and whole numbers',
    ({ field, path }) => {
      const { min, max } = field as unknown as { min: number; max?: number }
      expect(field.value_type).toBe('int')
      expect(refusedAt(schema, with_(data, path, min), path, true)).toBe(false)
      expect(refusedAt(schema, with_(data, path, min - 1), path)).toBe(true)
      expect(refusedAt(schema, with_(data, path, min + 0.5), path)).toBe(true)
      if (max !== undefined) {
        expect(refusedAt(schema, with_(data, path, max), path, true)).toBe(false)
        expect(refusedAt(schema, with_(data, path, max + 1), path)).toBe(true)
      } else expect(refusedAt(schema, with_(data, path, 1e9), path, true)).toBe(false)
    },
  )

  it.each(fields.filter(({ field }) => field.widget === 'select'))(
    'choice $path: each option, and nothing else',
    ({ field, path }) => {
      const options = (field.options as Array<string | { value: unknown }>).map((option) =>
        typeof option === 'object' ? option.value : option,
      )
      const each = (value: unknown) => (field.multiple ? [value] : value)
      for (const option of options)
        expect(refusedAt(schema, with_(data, path, each(option)), path, true)).toBe(false)
      expect(
        refusedAt(schema, with_(data, path, each('another')), path.concat(field.multiple ? [0] : [])),
      ).toBe(true)
    },
  )

  it.each(fields.filter(({ field }) => field.widget === 'string'))(
    'text $path: its format',
    ({ field, path }) => {
      const [pattern] = (field.pattern as [string, string] | undefined) ?? ['']
      const samples = ['', ' ', 'x', 'a@b.c', 'a @b.c', '+201001234567', '+20 100 123 4567', '+20', '٠١٠']
      for (const sample of samples) {
        const editorAccepts = new RegExp(pattern).test(sample) && sample !== ''
        expect([sample, refusedAt(schema, with_(data, path, sample), path, true)]).toEqual([
          sample,
          !editorAccepts,
        ])
      }
    },
  )
})
