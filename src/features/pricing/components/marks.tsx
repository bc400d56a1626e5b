import { cn } from '#src/components/ui/cn.ts'
import { Check, Minus } from '#src/components/ui/icons.ts'

/** A check mark (never mirrored). Decorative: the text beside it says what it means. */
export function CheckMark({ className }: { className?: string }) {
  return <Check className={cn('size-5 shrink-0', className)} />
}

/** A dash for "not included". Decorative: the text beside it says what it means. */
export function DashMark({ className }: { className?: string }) {
  return <Minus className={cn('size-5 shrink-0', className)} />
}
