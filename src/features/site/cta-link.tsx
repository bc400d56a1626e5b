import type { ReactNode } from 'react'
import { type ButtonSize, type ButtonVariant, buttonClass } from '#src/components/ui/button-styles.ts'
import { cn } from '#src/components/ui/cn.ts'
import { VisuallyHidden } from '#src/components/ui/visually-hidden.tsx'
import { site } from '#src/config/site.ts'
import { useSiteCopy } from './use-site-copy.ts'

/**
 * Every call to action of the site: the configured install link, in a new tab, with no opener
 * and no referrer.
 */
export function CtaLink({
  children,
  variant = 'primary',
  size = 'md',
  className,
}: {
  children: ReactNode
  variant?: ButtonVariant
  size?: ButtonSize
  className?: string
}) {
  const t = useSiteCopy()
  return (
    <a
      href={site.installUrl}
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
