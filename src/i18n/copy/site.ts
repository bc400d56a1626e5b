/**
 * The site copy in both languages, on its own (content/words/site.<lang>.json): the language
 * switch island carries it, so it reads that file alone, not the catalogs.
 */
import ar from '#content/words/site.ar.json' with { type: 'json' }
import en from '#content/words/site.en.json' with { type: 'json' }
import type { Lang } from '../lang.ts'

export type SiteCopy = typeof en

export const siteCopy: Record<Lang, SiteCopy> = { ar, en }
