/** The English catalog is the type: every other catalog must have exactly its keys. */
import { glossary } from './glossary.ts'
import { landing } from './landing/index.ts'
import { pricing } from './pricing.ts'
import { privacy } from './privacy.ts'
import { site } from './site.ts'

export const en = { glossary, site, landing, pricing, privacy }

export type Catalog = typeof en
