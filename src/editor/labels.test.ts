/**
 * Every field the editor shows has an Arabic label (src/content/labels.ts), those the code adds
 * too: a list's item is named by its list («نقطة · Point», «اسم الشهر · Month name»), never
 * "Item" in English alone.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { names } from '../content/labels.ts'
import { editorConfig } from './config.ts'
import type { Field } from './word-fields.ts'

const keysOf = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.flatMap(keysOf)
    : value && typeof value === 'object'
      ? Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)])
      : []

/** Each field of the configuration with its place: `words/landing: faq.items.question`. */
function fieldsOf(fields: readonly Field[], at: string): Array<{ at: string; label: string }> {
  return fields.flatMap((field) => {
    const here = `${at}.${field.name}`
    const inner = [
      ...((field.fields as Field[] | undefined) ?? []),
      ...(field.field ? [field.field as Field] : []),
    ]
    return [{ at: here, label: field.label }, ...fieldsOf(inner, here)]
  })
}

const config = editorConfig('.')
const FIELDS = config.collections.flatMap((collection) =>
  collection.files.flatMap((file) => fieldsOf(file.fields, `${collection.name}/${file.name}:`)),
)
const labelAt = (at: string) => FIELDS.find((field) => field.at === at)?.label

describe('the editor labels', () => {
  it('every key of the content files in Arabic', () => {
    const files = [
      'content/pricing.json',
      'content/contact.json',
      ...readdirSync('content/words').map((file) => `content/words/${file}`),
    ]
    const keys = new Set(files.flatMap((file) => keysOf(JSON.parse(readFileSync(file, 'utf8')))))
    const unlabelled = [...keys].filter((key) => !/[\u0600-\u06ff]/.test(names(key)[0]))
    expect(unlabelled).toEqual([])
  })

  it('every field it shows in Arabic, a list item by its list', () => {
    expect(FIELDS.length).toBeGreaterThan(200)
    expect(FIELDS.filter(({ label }) => !/[\u0600-\u06ff]/.test(label))).toEqual([])
    expect(labelAt('words/landing:.hero.perks.item')).toBe('ميزة مختصرة · Perk')
    expect(labelAt('words/charts:.monthsLong.item')).toBe('اسم الشهر · Month name')
    expect(labelAt('words/privacy:.log.fields.item')).toBe('سطر · Line')
    expect(labelAt('words/landing:.audiences.items.points.item')).toBe('نقطة · Point')
  })

  it('a key that means two things by its place', () => {
    expect(labelAt('words/landing:.hero.phone.points')).toBe(
      'عدد النقاط في صورة الهاتف · Points in the phone picture',
    )
    expect(labelAt('words/landing:.audiences.items.points')).toBe('نقاط القائمة · List points')
    expect(labelAt('words/glossary:.bundles.premium')).toBe('بريميوم · Premium')
  })
})
