import installQrUrl from 'virtual:install-qr'
import type { ReactNode } from 'react'
import { Container } from '#src/components/ui/container.tsx'
import { Ltr } from '#src/components/ui/ltr.tsx'
import { type PageId, pagePath } from '#src/config/routes.ts'
import { SECTION_IDS } from '#src/config/section-ids.ts'
import { site } from '#src/config/site.ts'
import { useWords } from '#src/content/use-words.tsx'
import { displayPhone, fill, formatInteger } from '#src/i18n/format.ts'
import { useLocale } from '#src/i18n/locale-context.tsx'
import { LogoMark } from './logo.tsx'

const LINK =
  'rounded text-on-ink-muted underline-offset-4 hover:text-on-brand hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus-on-ink'

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="mb-4 text-base font-bold text-on-ink">{title}</h2>
      <ul className="space-y-3 text-sm">{children}</ul>
    </div>
  )
}

/**
 * A titled list of links, as its own navigation landmark named by the title. An entry without an
 * address (a page that does not exist yet) is plain text, never a link with nowhere to go.
 */
function LinkNav({
  title,
  links,
  className,
}: {
  title: string
  links: Array<{ label: string; href: string | null }>
  className: string
}) {
  return (
    <nav aria-label={title} className={className}>
      <Column title={title}>
        {links.map((link) => (
          <li key={link.label}>
            {link.href === null ? (
              <span className="text-on-ink-muted">{link.label}</span>
            ) : (
              <a className={LINK} href={link.href}>
                {link.label}
              </a>
            )}
          </li>
        ))}
      </Column>
    </nav>
  )
}

export function Footer({ page, showQr }: { page: PageId; showQr: boolean }) {
  const { lang } = useLocale()
  const f = useWords('site').footer
  const home = pagePath('landing', lang)
  const onLanding = page === 'landing'
  const toSection = (id: string) => (onLanding ? `#${id}` : `${home}#${id}`)
  const platform = [
    { label: f.features, href: toSection(SECTION_IDS.features) },
    { label: f.howItWorks, href: toSection(SECTION_IDS.howItWorks) },
    { label: f.pricing, href: pagePath('pricing', lang) },
    { label: f.faq, href: page === 'pricing' ? `#${SECTION_IDS.faq}` : toSection(SECTION_IDS.faq) },
  ]
  const company = [
    { label: f.about_, href: site.company.about },
    { label: site.company.careers ? f.careers : f.careersNotYet, href: site.company.careers },
    { label: site.company.blog ? f.blog : f.blogNotYet, href: site.company.blog },
    { label: f.contactUs, href: site.company.contact },
    // What this website stores (src/features/privacy/): linked from every page, the not-found one too.
    { label: f.privacy, href: pagePath('privacy', lang) },
  ]
  return (
    <footer className="render-when-near bg-night text-on-ink">
      <Container className="grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-12">
        <div className="sm:col-span-2 lg:col-span-4">
          <p className="mb-4 flex items-center gap-2 text-xl font-extrabold text-on-ink">
            <LogoMark className="size-8" />
            {site.name[lang]}
          </p>
          <p
            id={SECTION_IDS.about}
            className="max-w-sm scroll-mt-24 text-sm leading-relaxed text-on-ink-muted"
          >
            {f.about}
          </p>
          {showQr ? (
            <figure className="mt-6 flex items-center gap-4">
              <img
                src={installQrUrl[lang]}
                loading="lazy"
                decoding="async"
                width={112}
                height={112}
                alt={f.qrAlt}
                className="size-28 rounded-xl bg-paper p-2"
              />
              <figcaption className="max-w-40 text-sm text-on-ink-muted">
                <span className="mb-1 block font-bold text-on-ink">{f.qrTitle}</span>
                {f.qrCaption}
              </figcaption>
            </figure>
          ) : null}
        </div>
        <LinkNav title={f.platform} links={platform} className="lg:col-span-2" />
        <div className="lg:col-span-3">
          <Column title={f.contact}>
            <li>
              <span className="block text-xs text-on-ink-muted">{f.email}</span>
              <a className={LINK} href={`mailto:${site.support.email}`}>
                <Ltr>{site.support.email}</Ltr>
              </a>
            </li>
            <li>
              <span className="block text-xs text-on-ink-muted">{f.phone}</span>
              <a className={LINK} href={`tel:${site.support.phone}`}>
                <Ltr>{displayPhone(lang, site.support.phoneDisplay)}</Ltr>
              </a>
            </li>
            <li>
              <span className="block text-xs text-on-ink-muted">{f.address}</span>
              <address className="text-on-ink-muted not-italic">{site.address[lang]}</address>
            </li>
          </Column>
        </div>
        <LinkNav title={f.company} links={company} className="lg:col-span-3" />
      </Container>
      <div className="border-t border-on-ink/10">
        <Container className="py-6 text-center text-sm text-on-ink-muted">
          <p>{fill(f.copyright, { year: formatInteger(lang, site.copyrightYear) })}</p>
        </Container>
      </div>
    </footer>
  )
}
