import { brand, logo } from '#src/config/brand.ts'
import { otherLang } from '#src/i18n/lang.ts'
import { useLocale } from '#src/i18n/locale-context.tsx'

/** The mark: a speech bubble with a spark of insight. Never mirrored. */
export function LogoMark({ className = 'size-9' }: { className?: string }) {
  return (
    <svg viewBox={logo.viewBox} className={className} aria-hidden="true">
      <path className="fill-brand-600" d={logo.bubble} />
      <path className="fill-accent" d={logo.star} />
    </svg>
  )
}

/**
 * The wordmark: the page language's name leads, the other follows, smaller. Below 360 CSS px
 * (the smallest phones) only the mark is shown, so the navigation bar fits 320 px without
 * scrolling sideways; the link around it carries the name for assistive technology.
 */
export function Logo() {
  const { lang } = useLocale()
  const [lead, follow] = lang === 'ar' ? [brand.name.ar, brand.name.en] : [brand.name.en, brand.name.ar]
  return (
    <span className="inline-flex items-center gap-2">
      <LogoMark />
      <span className="flex flex-col leading-none max-[360px]:hidden">
        <span className="text-xl font-extrabold text-ink">{lead}</span>
        <span lang={otherLang(lang)} className="text-xs font-semibold text-muted">
          {follow}
        </span>
      </span>
    </span>
  )
}
