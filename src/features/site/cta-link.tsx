import type { ReactNode } from 'react'
import { type ButtonSize, type ButtonVariant, buttonClass } from '#src/components/ui/button-styles.ts'
import { cn } from '#src/components/ui/cn.ts'
import { VisuallyHidden } from '#src/components/ui/visually-hidden.tsx'
import { type CtaName, tagLink } from '#src/config/install-link.ts'
import { site } from '#src/config/site.ts'
import { useWords } from '#src/content/use-words.tsx'
import { useLocale } from '#src/i18n/locale-context.tsx'

/**
 * Every call to action of the site: the configured install link, in a new tab, with no opener
 * and no referrer; with campaign tags configured, tagged with its `name` and the page's language.
 */
export function CtaLink({
  name,
  children,
  variant = 'primary',
  size = 'md',
  className,
}: {
  name: CtaName
  children: ReactNode
  variant?: ButtonVariant
  size?: ButtonSize
  className?: string
}) {
  const t = useWords('site')
  const { lang } = useLocale()
  return (
    <a
      href={tagLink(site.installUrl, site.installTags, name, lang)}
      target="_blank"
      rel="noopener noreferrer"
      referrerPolicy="no-referrer"
      className={cn(buttonClass(variant, size), className)}
    >
      {children}
      <VisuallyHidden> {t.newTab}</VisuallyHidden>
    </a>
  )
}
