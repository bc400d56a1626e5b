/**
 * The site's line icons (shapes in icon-shapes.ts): an empty `<span>` painted in `currentColor`
 * through its cell of the icons' sprite, a CSS mask (src/generated/icons.css), so a page carries a class name per icon
 * instead of its path data. Sized by classes (`size-5`), 24 px by default. Every icon is hidden
 * from assistive technology: its meaning is in the text beside it.
 */
import { createElement } from 'react'
import { cn } from './cn.ts'
import type { IconName } from './icon-shapes.ts'

/** Sizes and colours by class; always hidden from assistive technology, so there is no prop for it. */
interface IconProps {
  className?: string
}
export type IconComponent = (props: IconProps) => ReturnType<typeof createElement>

export function icon(name: IconName): IconComponent {
  // biome-ignore lint/correctness/noComponentHookFactories: called once per icon, at module level, never during a render
  return function LineIcon({ className }: IconProps) {
    return createElement('span', { 'aria-hidden': true, className: cn('icon', `icon-${name}`, className) })
  }
}
