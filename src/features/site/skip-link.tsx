import { SECTION_IDS } from '#src/config/section-ids.ts'
import { useSiteCopy } from './use-site-copy.ts'

export function SkipLink() {
  const t = useSiteCopy()
  return (
    <a
      href={`#${SECTION_IDS.main}`}
      className="sr-only z-50 rounded-full bg-primary px-5 py-3 font-bold text-on-brand focus:not-sr-only focus:fixed focus:start-4 focus:top-3"
    >
      {t.skipLink}
    </a>
  )
}
