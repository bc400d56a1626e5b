/**
 * The privacy notice's copy in both languages, on its own: a page's bundle carries only the copy
 * it shows.
 */
import type { Catalog } from '../catalogs.ts'
import type { Lang } from '../lang.ts'
import { privacy as ar } from '../locales/ar/privacy.ts'
import { privacy as en } from '../locales/en/privacy.ts'

export type PrivacyCopy = Catalog['privacy']

export const privacyCopy: Record<Lang, PrivacyCopy> = { ar, en }
