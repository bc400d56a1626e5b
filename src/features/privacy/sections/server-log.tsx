import { Ltr } from '#src/components/ui/ltr.tsx'
import { useWords } from '#src/content/use-words.tsx'
import { fill, plural } from '#src/i18n/format.ts'
import { useLocale } from '#src/i18n/locale-context.tsx'
import { Filled } from '../components/filled.tsx'
import { NoticeSection, Value } from '../components/notice-section.tsx'
import { LOG_EXAMPLE, LOG_KEPT_DAYS, NOTICE_SECTIONS } from '../data/facts.ts'

/**
 * What a line of the access log holds (server/access-log.ts, formatLine; nginx's `faheem`
 * log_format, deploy/nginx.conf), one item a field, and how long it is kept.
 */
export function ServerLog() {
  const { lang } = useLocale()
  const privacyCopy = useWords('privacy')
  const copy = privacyCopy.log
  const example = {
    full: <Value>{LOG_EXAMPLE.full}</Value>,
    kept: <Value>{LOG_EXAMPLE.kept}</Value>,
    // What routers and help pages call the longer addresses; its Latin digit may not stand in the Arabic words.
    ipLong: <Ltr>IPv6</Ltr>,
  }
  return (
    <NoticeSection id={NOTICE_SECTIONS.log} title={copy.title}>
      <p>{copy.intro}</p>
      <ul className="list-disc space-y-2 ps-6 marker:text-brand-600">
        {copy.fields.map((field) => (
          <li key={field}>
            <Filled text={field} values={example} />
          </li>
        ))}
      </ul>
      <p className="font-bold text-ink">{copy.nothingElse}</p>
      <p>{fill(copy.kept, { days: plural(lang, LOG_KEPT_DAYS, privacyCopy.days) })}</p>
    </NoticeSection>
  )
}
