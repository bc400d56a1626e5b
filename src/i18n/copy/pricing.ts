/**
 * The pricing copy in both languages (the catalogs', src/i18n/catalogs.ts): the static page reads
 * it, and hands the calculator island the part it shows as a prop.
 */
import { type Catalog, catalogs } from '../catalogs.ts'
import type { Lang } from '../lang.ts'

export type PricingCopy = Catalog['pricing']

export const pricingCopy: Record<Lang, PricingCopy> = { ar: catalogs.ar.pricing, en: catalogs.en.pricing }
