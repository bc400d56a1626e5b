import { Fragment, type ReactNode } from 'react'

/**
 * A sentence of the catalog with its placeholders (`{key}`) filled with elements: a code value kept
 * left to right, a link. Like fill() (src/i18n/format.ts), a placeholder without a value stays as written.
 */
export function Filled({ text, values }: { text: string; values: Record<string, ReactNode> }) {
  const parts = text.split(/\{(\w+)\}/)
  return parts.map((part, index) => {
    // split() with a capture puts each placeholder's name at the odd indexes.
    const node = index % 2 === 1 ? (part in values ? values[part] : `{${part}}`) : part
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed sentence, in order.
    return <Fragment key={index}>{node}</Fragment>
  })
}
