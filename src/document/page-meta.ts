/**
 * A page's title and description, as its head and its social tags show them: the words its route
 * names (src/config/routes.ts, `meta`). Their numbers are filled from the data where the words
 * are read (src/content/words.ts), never written in the words: the refund window ({days}).
 */
import { type PageId, type PageMeta, ROUTES } from '#src/config/routes.ts'
import { allWords } from '#src/content/words.ts'
import type { Lang } from '#src/i18n/lang.ts'

export function pageMeta(page: PageId, lang: Lang): PageMeta {
  return ROUTES[page].meta(allWords(lang))
}
