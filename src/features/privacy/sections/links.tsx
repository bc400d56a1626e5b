import { Ltr } from '#src/components/ui/ltr.tsx'
import { site } from '#src/config/site.ts'
import { useWords } from '#src/content/use-words.tsx'
import { Filled } from '../components/filled.tsx'
import { NoticeSection } from '../components/notice-section.tsx'
import { NOTICE_SECTIONS } from '../data/facts.ts'

const LINK = 'rounded font-bold text-brand-700 underline underline-offset-4 hover:text-brand-800'

/**
 * Links that leave the site: the install link in a new tab with no referrer
 * (src/features/site/cta-link.tsx), every other one with none either (the Referrer-Policy header,
 * server/security-headers.ts).
 */
export function OtherSites() {
  const copy = useWords('privacy').leaving
  const siteWords = useWords('site')
  // Two of the buttons, by the labels a visitor reads on them.
  const name = (label: string) => <b className="text-ink">{label}</b>
  const buttons = { download: name(siteWords.footer.qrTitle), try: name(siteWords.nav.tryCta) }
  return (
    <NoticeSection id={NOTICE_SECTIONS.leaving} title={copy.title}>
      <p>
        <Filled text={copy.app} values={buttons} />
      </p>
      <p>{copy.referrer}</p>
    </NoticeSection>
  )
}

/**
 * The app's data is not this page's: its own policy, linked when the site configuration gives its
 * address (src/config/site.ts, appPrivacyUrl), else said to be in the app. Then whom to ask.
 */
export function AppData({ policyUrl }: { policyUrl: string | null }) {
  const copy = useWords('privacy').app
  return (
    <NoticeSection id={NOTICE_SECTIONS.app} title={copy.title}>
      <p>
        {copy.scope}{' '}
        {policyUrl === null ? (
          copy.inApp
        ) : (
          <>
            <a href={policyUrl} className={LINK}>
              {copy.link}
            </a>
            .
          </>
        )}
      </p>
      <p>
        <Filled
          text={copy.questions}
          values={{
            email: (
              <a href={`mailto:${site.support.email}`} className={LINK}>
                <Ltr>{site.support.email}</Ltr>
              </a>
            ),
          }}
        />
      </p>
    </NoticeSection>
  )
}
