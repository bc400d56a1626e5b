/** The English catalog is the type: every other catalog must have exactly its keys. */
import { landing } from './landing.ts'
import { pricing } from './pricing.ts'
import { site } from './site.ts'

export const en = { site, landing, pricing }

export type Catalog = typeof en
