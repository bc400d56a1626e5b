/** The landing copy in both languages (the catalogs', src/i18n/catalogs.ts): read by the static page only. */
import { type Catalog, catalogs } from '../catalogs.ts'
import type { Lang } from '../lang.ts'

export type LandingCopy = Catalog['landing']

export const landingCopy: Record<Lang, LandingCopy> = { ar: catalogs.ar.landing, en: catalogs.en.landing }
