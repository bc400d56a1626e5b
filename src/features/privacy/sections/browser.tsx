import { useWords } from '#src/content/use-words.tsx'
import { words } from '#src/content/words.ts'
import { dirOf, type Lang } from '#src/i18n/lang.ts'
import { Filled } from '../components/filled.tsx'
import { NoticeSection, Value } from '../components/notice-section.tsx'
import { NOTICE_SECTIONS, STORED } from '../data/facts.ts'

/** What the site leaves out: cookies, analytics, ads, other hosts (e2e/privacy-notice.spec.ts). */
export function NoTracking() {
  const copy = useWords('privacy').noTracking
  return (
    <NoticeSection id={NOTICE_SECTIONS.noTracking} title={copy.title}>
      <ul className="list-disc space-y-2 ps-6 marker:text-brand-600">
        {copy.points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
    </NoticeSection>
  )
}

/**
 * The one thing it stores: the language switch's choice, under its key (src/i18n/lang.ts), written
 * by the head script when the switch is followed (src/document/head-script.ts, followSwitch).
 */
export function LanguageChoice() {
  const copy = useWords('privacy').choice
  // The switch's two labels, each in its own language, as the navigation bar shows them.
  const switchLabel = (lang: Lang) => (
    <bdi lang={lang} dir={dirOf(lang)} className="font-bold text-ink">
      {words('site', lang).nav.switchTo}
    </bdi>
  )
  // Each value it can hold fills the placeholder of its own name: {ar} is `ar`.
  const values = Object.fromEntries(STORED.values.map((value) => [value, <Value key={value}>{value}</Value>]))
  return (
    <NoticeSection id={NOTICE_SECTIONS.choice} title={copy.title}>
      <p>
        <Filled
          text={copy.saved}
          values={{ english: switchLabel('en'), arabic: switchLabel('ar'), key: <Value>{STORED.key}</Value> }}
        />
      </p>
      <p>
        <Filled text={copy.value} values={values} /> {copy.never}
      </p>
      <p>{copy.clear}</p>
    </NoticeSection>
  )
}
