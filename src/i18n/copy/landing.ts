/**
 * The landing copy in both languages, on its own: a page's bundle carries only the copy it shows
 * (the pricing page never downloads the landing text).
 */
import type { Catalog } from '../catalogs.ts'
import type { Lang } from '../lang.ts'
import { landing as ar } from '../locales/ar/landing/index.ts'
import { landing as en } from '../locales/en/landing/index.ts'

export type LandingCopy = Catalog['landing']

export const landingCopy: Record<Lang, LandingCopy> = { ar, en }
