import type { Lang } from './lang.ts'
import { ar } from './locales/ar/index.ts'
import { type Catalog, en } from './locales/en/index.ts'

export type { Catalog }

export const catalogs: Record<Lang, Catalog> = { ar, en }
