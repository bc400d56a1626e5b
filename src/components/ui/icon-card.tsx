import type { ReactNode } from 'react'
import { keepWithNext } from '#src/i18n/typeset.ts'
import { cn } from './cn.ts'
import type { IconComponent } from './icon.ts'

type Tone = 'plain' | 'brand'

const TONES: Record<Tone, { card: string; border: string; title: string; body: string }> = {
  plain: { card: 'bg-card', border: 'border border-line/80', title: 'text-ink', body: 'text-muted' },
  brand: {
    card: 'bg-primary text-on-brand',
    border: 'border border-primary',
    title: 'text-on-brand',
    body: 'text-on-brand-muted',
  },
}

/**
 * The card the landing sections repeat: an icon, a title (h3) and one sentence, on a card with
 * the brand's radius and soft shadow. `icon` is drawn as given (an `IconBadge` or a bare icon);
 * `titleClassName` sets the title's size and its distance from the icon; `children` follow the
 * sentence. `bordered={false}` drops the hairline border (cards on a tinted band).
 */
export function IconCard({
  as: Tag = 'li',
  icon,
  title,
  body,
  tone = 'plain',
  bordered = true,
  className,
  titleClassName = 'mt-4 text-lg font-bold',
  children,
}: {
  as?: 'li' | 'div'
  icon: ReactNode
  title: string
  body: string
  tone?: Tone
  bordered?: boolean
  className?: string
  titleClassName?: string
  children?: ReactNode
}) {
  const colors = TONES[tone]
  return (
    <Tag className={cn('rounded-card shadow-soft', colors.card, bordered && colors.border, className)}>
      {icon}
      <h3 className={cn(titleClassName, colors.title)}>{keepWithNext(title)}</h3>
      <p className={cn('mt-2 text-pretty', colors.body)}>{body}</p>
      {children}
    </Tag>
  )
}

const BADGE_SIZES = {
  md: { badge: 'size-12', icon: 'size-6' },
  lg: { badge: 'size-14', icon: 'size-7' },
}

/** An icon on a rounded square; `className` gives its colours. */
export function IconBadge({
  icon: Icon,
  size = 'md',
  className,
}: {
  icon: IconComponent
  size?: keyof typeof BADGE_SIZES
  className: string
}) {
  return (
    <span className={cn('flex items-center justify-center rounded-2xl', BADGE_SIZES[size].badge, className)}>
      <Icon className={BADGE_SIZES[size].icon} />
    </span>
  )
}
