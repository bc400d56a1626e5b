/**
 * A refusal of the content files' schema (src/content/schema.ts) as the build prints it: Arabic
 * first, the page and field by the editor's labels, a list's item counted from one; then English;
 * then the file and key.
 */
import { describe, expect, it } from 'vitest'
import pricingFile from '#content/pricing.json' with { type: 'json' }
import { refusalLines } from './refusal.ts'
import { ContentError, parseContent, pricingSchema, schemaRefusals } from './schema.ts'

type Json = Record<string, unknown>
const PRICING = 'content/pricing.json'

/** A deep copy of the file, changed by `edit`. */
function variant(edit: (copy: Json & { bundles: Json[] }) => void): unknown {
  const copy = structuredClone(pricingFile) as Json & { bundles: Json[] }
  edit(copy)
  return copy
}

describe('a refusal of the schema, as the build prints it', () => {
  it("Arabic first, by the editor's labels, the bundle counted from one; then English; then the key", () => {
    const data = variant((c) => {
      c.bundles[2] = { ...c.bundles[2], price: 0 }
    })
    let message = ''
    try {
      parseContent(pricingSchema, data, PRICING)
    } catch (error) {
      expect(error).toBeInstanceOf(ContentError)
      // No stack from inside the schema library: the message is all there is to read.
      expect((error as Error).stack).toBe((error as Error).message)
      message = (error as Error).message
    }
    expect(message).toBe(
      [
        'الأسعار والباقات › الباقات › الباقة الثالثة › السعر (جنيه): يجب أن يكون عددًا صحيحًا موجبًا من الجنيهات (المكتوب الآن: ٠)',
        'Prices and bundles › Bundles › the third bundle › Price (EGP): must be a positive whole number of pounds (got 0)',
        'content/pricing.json: bundles[2].price',
      ].join('\n'),
    )
  })

  it.each<[string, (copy: Json & { bundles: Json[] }) => void, string]>([
    [
      'a missing field',
      (c) => {
        delete c.refundDays
      },
      'الأسعار والباقات › أيام استرداد المبلغ: غير موجود. أضِفه.',
    ],
    [
      'a range upside down',
      (c) => {
        c.subjects = { min: 5, max: 3, step: 1 }
      },
      'الأسعار والباقات › المواد › الأقصى: يجب ألا يقل عن الأدنى، ٥ (المكتوب الآن: ٣)',
    ],
    [
      'two highlighted',
      (c) => {
        c.bundles[0] = { ...c.bundles[0], highlighted: true }
      },
      'الأسعار والباقات › الباقات: يجب أن تكون باقة واحدة فقط هي المرشّحة (المرشّحة الآن: monthly، term)',
    ],
  ])('in Arabic: %s', (_, edit, arabic) => {
    const [first] = schemaRefusals(pricingSchema, variant(edit), PRICING)
    expect(first && refusalLines(first).ar).toBe(arabic)
  })
})
