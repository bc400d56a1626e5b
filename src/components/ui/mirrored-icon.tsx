import { useLocale } from '#src/i18n/locale-context.tsx'
import { cn } from './cn.ts'
import type { IconComponent } from './icon.ts'

/**
 * An icon that points (an arrow, a trend line): mirrored in right-to-left pages, so it points the
 * way the text reads. Icons that do not point (check marks, logos) are used directly.
 */
export function MirroredIcon({ icon: Icon, className }: { icon: IconComponent; className?: string }) {
  const { dir } = useLocale()
  return <Icon className={cn(className, dir === 'rtl' && '-scale-x-100')} />
}
