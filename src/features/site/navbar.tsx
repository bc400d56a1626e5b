import { Container } from '#src/components/ui/container.tsx'
import { ROUTES } from '#src/config/routes.ts'
import { localizedHref } from '#src/i18n/lang.ts'
import { useLocale } from '#src/i18n/locale-context.tsx'
import { CtaLink } from './cta-link.tsx'
import { LanguageSwitcher } from './language-switcher.tsx'
import { Logo } from './logo.tsx'

/** The top bar: logo (home), pricing link where it helps, language switcher, try button. */
export function Navbar({ path, showPricingLink }: { path: string; showPricingLink: boolean }) {
  const { lang, t } = useLocale()
  return (
    <header className="sticky top-0 z-30 border-b border-line/70 bg-surface/90 backdrop-blur supports-[backdrop-filter]:bg-surface/80">
      <Container className="flex h-16 items-center justify-between gap-2">
        <a
          href={localizedHref(ROUTES.landing.path, lang)}
          aria-label={t.homeLink}
          className="rounded-lg focus-visible:outline-3 focus-visible:outline-offset-4 focus-visible:outline-focus"
        >
          <Logo />
        </a>
        <nav aria-label={t.nav.label} className="flex items-center gap-1 sm:gap-3">
          {showPricingLink ? (
            <a
              href={localizedHref(ROUTES.pricing.path, lang)}
              className="inline-flex min-h-10 items-center rounded-full px-2 text-sm font-bold text-ink hover:bg-tint focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus sm:px-3 sm:text-base"
            >
              {t.nav.pricing}
            </a>
          ) : null}
          <LanguageSwitcher path={path} className="max-sm:px-2" />
          <CtaLink size="sm" className="whitespace-nowrap max-sm:px-3">
            {t.nav.tryCta}
          </CtaLink>
        </nav>
      </Container>
    </header>
  )
}
