import { Container } from '#src/components/ui/container.tsx'
import { type PageId, pagePath } from '#src/config/routes.ts'
import { useWords } from '#src/content/use-words.tsx'
import { useLocale } from '#src/i18n/locale-context.tsx'
import { CtaLink } from './cta-link.tsx'
import { LanguageSwitcher } from './language-switcher.tsx'
import { Logo } from './logo.tsx'

/**
 * The top bar: logo (home), pricing link where it helps, language switcher, try button. Nearly
 * opaque, without a backdrop blur: the blur made every frame composite the page under the bar again,
 * 5–9 ms of the language switch's first paint (docs/performance.md).
 */
export function Navbar({ page, showPricingLink }: { page: PageId; showPricingLink: boolean }) {
  const { lang } = useLocale()
  const t = useWords('site')
  return (
    <header className="sticky top-0 z-30 border-b border-line/70 bg-surface/95">
      <Container className="flex h-16 items-center justify-between gap-2">
        <a
          href={pagePath('landing', lang)}
          aria-label={t.homeLink}
          className="rounded-lg focus-visible:outline-3 focus-visible:outline-offset-4 focus-visible:outline-focus"
        >
          <Logo />
        </a>
        <nav aria-label={t.nav.label} className="flex items-center gap-1 sm:gap-3">
          {showPricingLink ? (
            <a
              href={pagePath('pricing', lang)}
              className="inline-flex min-h-10 items-center rounded-full px-1.5 text-sm font-bold text-ink hover:bg-tint focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus sm:px-3 sm:text-base"
            >
              {t.nav.pricing}
            </a>
          ) : null}
          <LanguageSwitcher page={page} className="max-sm:px-1.5" />
          <CtaLink name="nav-try" size="sm" className="whitespace-nowrap max-sm:px-2.5">
            {t.nav.tryCta}
          </CtaLink>
        </nav>
      </Container>
    </header>
  )
}
