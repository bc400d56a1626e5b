/**
 * The site copy in both languages, on its own: a page's bundle carries only the copy it shows
 * (the pricing page never downloads the landing text).
 */
import type { Catalog } from '../catalogs.ts'
import type { Lang } from '../lang.ts'
import { site as ar } from '../locales/ar/site.ts'
import { site as en } from '../locales/en/site.ts'

export type SiteCopy = Catalog['site']

export const siteCopy: Record<Lang, SiteCopy> = { ar, en }
