import type { Catalog } from '../en/index.ts'
import { glossary } from './glossary.ts'
import { landing } from './landing/index.ts'
import { pricing } from './pricing.ts'
import { privacy } from './privacy.ts'
import { site } from './site.ts'

export const ar = { glossary, site, landing, pricing, privacy } satisfies Catalog
