import { cn } from './cn.ts'

/**
 * A discreet geometric motif (eight-pointed stars in a grid, after Islamic patterns), drawn as
 * an SVG <pattern> filling its box. Decorative: low contrast, hidden from assistive technology.
 * `id` must be unique on the page; colour comes from `className` (stroke-*).
 */
export function GeometricPattern({ id, className }: { id: string; className?: string }) {
  return (
    <svg aria-hidden="true" className={cn('pointer-events-none absolute inset-0 size-full', className)}>
      <defs>
        <pattern id={id} width="56" height="56" patternUnits="userSpaceOnUse">
          <g fill="none" strokeWidth="1">
            <rect x="16" y="16" width="24" height="24" />
            <rect x="16" y="16" width="24" height="24" transform="rotate(45 28 28)" />
            <circle cx="28" cy="28" r="5" />
            <path d="M0 28h6M50 28h6M28 0v6M28 50v6" />
          </g>
        </pattern>
      </defs>
      <rect width="100%" height="100%" fill={`url(#${id})`} />
    </svg>
  )
}
