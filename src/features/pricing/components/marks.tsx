import { cn } from '../../../components/ui/cn.ts'

/** A check mark (never mirrored). Decorative: the text beside it says what it means. */
export function CheckMark({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="3"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={cn('size-5 shrink-0', className)}
    >
      <path d="M20 6 9 17l-5-5" />
    </svg>
  )
}

/** A dash for "not included". Decorative: the text beside it says what it means. */
export function DashMark({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="3"
      strokeLinecap="round"
      className={cn('size-5 shrink-0', className)}
    >
      <path d="M6 12h12" />
    </svg>
  )
}
