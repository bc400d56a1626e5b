import { SECTION_IDS } from '#src/config/section-ids.ts'
import { useWords } from '#src/content/use-words.tsx'

export function SkipLink() {
  const t = useWords('site')
  return (
    <a
      href={`#${SECTION_IDS.main}`}
      className="sr-only z-50 rounded-full bg-primary px-5 py-3 font-bold text-on-brand focus:not-sr-only focus:fixed focus:start-4 focus:top-3"
    >
      {t.skipLink}
    </a>
  )
}
