/**
 * A page's title and description, as its head and its social tags show them: the words its route
 * names (src/config/routes.ts, `meta`), with their numbers filled from the data, never written in
 * the words: the refund window ({days}, src/content/pricing.ts).
 */
import { type PageId, type PageMeta, ROUTES } from '#src/config/routes.ts'
import { refundWindow } from '#src/content/pricing.ts'
import { allWords } from '#src/content/words.ts'
import { fill } from '#src/i18n/format.ts'
import type { Lang } from '#src/i18n/lang.ts'

export function pageMeta(page: PageId, lang: Lang): PageMeta {
  const words = allWords(lang)
  const meta = ROUTES[page].meta(words)
  const values = { days: refundWindow(lang, words.pricing.days) }
  return { title: fill(meta.title, values), description: fill(meta.description, values) }
}
