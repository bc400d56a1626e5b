/**
 * The pricing copy in both languages, on its own: a page's bundle carries only the copy it shows
 * (the pricing page never downloads the landing text).
 */
import type { Catalog } from '../catalogs.ts'
import type { Lang } from '../lang.ts'
import { pricing as ar } from '../locales/ar/pricing.ts'
import { pricing as en } from '../locales/en/pricing.ts'

export type PricingCopy = Catalog['pricing']

export const pricingCopy: Record<Lang, PricingCopy> = { ar, en }
