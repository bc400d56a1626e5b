import { cn } from '#src/components/ui/cn.ts'
import { type PageId, twinPath } from '#src/config/routes.ts'
import { words } from '#src/content/words.ts'
import { otherLangs } from '#src/i18n/lang.ts'
import { useLocale } from '#src/i18n/locale-context.tsx'

/**
 * A plain link to the same page in each other language, labelled with that language's own name.
 * No React in the browser: the head script (src/document/head-script.ts) records the choice when
 * it is followed and carries the visitor's place along (the calculator's query, the section in
 * view, the open FAQ item); the speculation rules (src/document/speculation-rules.ts) prepare it.
 *
 * On the not-found page it leads to the other language's home, until the head script points it
 * at the same address in the other language (notFoundTwin). That is another 404 page, which
 * Chromium prerendered on hover and then did not show (the switch measure of
 * bench/navigation.ts: not prerendered, and the server asked twice), so there the link is
 * `nofollow`, which the speculation rules leave alone (tests/documents/language-switch.test.ts).
 */
export function LanguageSwitcher({ page, className }: { page: PageId; className?: string }) {
  const { lang } = useLocale()
  // One link a language the page is also in: one while the site has two (src/i18n/lang.ts).
  return otherLangs(lang).map((other) => {
    const { switchTo, switchToLabel } = words('site', other).nav
    return (
      <a
        key={other}
        href={twinPath(page, other)}
        hrefLang={other}
        lang={other}
        title={switchToLabel}
        rel={page === 'not-found' ? 'nofollow' : undefined}
        data-lang-switch=""
        className={cn(
          'inline-flex min-h-10 items-center rounded-full px-3 text-sm font-bold text-brand-800 hover:bg-tint focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
          className,
        )}
      >
        {switchTo}
      </a>
    )
  })
}
