import { otherLang } from '#src/i18n/lang.ts'
import { useLocale } from '#src/i18n/locale-context.tsx'

/** The mark: a speech bubble with a spark of insight. Never mirrored. */
export function LogoMark({ className = 'size-9' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <path
        className="fill-brand-600"
        d="M7 3h18a5 5 0 0 1 5 5v12a5 5 0 0 1-5 5H15l-6.2 4.6A1 1 0 0 1 7.2 29v-4H7a5 5 0 0 1-5-5V8a5 5 0 0 1 5-5z"
      />
      <path className="fill-accent" d="M16 6.8l2 4.9 4.9 2-4.9 2-2 4.9-2-4.9-4.9-2 4.9-2z" />
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
  const [lead, follow] = lang === 'ar' ? (['فهيم', 'Faheem'] as const) : (['Faheem', 'فهيم'] as const)
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
