/** The Arabic copy of the landing page (`/`), one file a section; each `satisfies` the English one. */

import { audiences } from './audiences.ts'
import { closing } from './closing.ts'
import { faq } from './faq.ts'
import { features } from './features.ts'
import { hero } from './hero.ts'
import { howItWorks } from './how-it-works.ts'
import { insights } from './insights.ts'
import { meta } from './meta.ts'
import { stats } from './stats.ts'
import { useCases } from './use-cases.ts'

export const landing = {
  meta,
  hero,
  howItWorks,
  insights,
  features,
  useCases,
  audiences,
  stats,
  faq,
  closing,
}
