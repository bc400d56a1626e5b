/**
 * The site's line icons: the shapes of Lucide (https://lucide.dev, ISC licence), drawn by the
 * small renderer below instead of lucide-react, whose runtime (props, context, class merging)
 * cost 2.7 kB brotli on every page's first load (README, "Dependencies"). Each icon is the same
 * SVG lucide-react renders: 24 × 24, `currentColor` stroke 2, round caps and joins, hidden from
 * assistive technology (every icon here is decorative: its meaning is in the text beside it).
 *
 * One icon a module (icons/<name>.ts, imported directly), so that each page's bundle
 * carries only the icons it draws. To add one: copy its `node` from
 * node_modules/lucide-react/dist/esm/icons/<name>.mjs (without the `key`s) into a new module.
 */
import { createElement, type SVGProps } from 'react'
import { cn } from './cn.ts'

type IconNode = ReadonlyArray<readonly [tag: string, attributes: Record<string, string>]>

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>
export type IconComponent = (props: IconProps) => ReturnType<typeof createElement>

export function icon(name: string, node: IconNode): IconComponent {
  // biome-ignore lint/correctness/noComponentHookFactories: called once per icon, at module level, never during a render
  return function LineIcon({ className, ...props }: IconProps) {
    return createElement(
      'svg',
      {
        xmlns: 'http://www.w3.org/2000/svg',
        width: 24,
        height: 24,
        viewBox: '0 0 24 24',
        fill: 'none',
        stroke: 'currentColor',
        strokeWidth: 2,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        'aria-hidden': true,
        ...props,
        className: cn('lucide', `lucide-${name}`, className),
      },
      node.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes })),
    )
  }
}
