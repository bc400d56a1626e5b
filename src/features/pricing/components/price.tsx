import { cn } from '#src/components/ui/cn.ts'
import { useLocale } from '#src/i18n/locale-context.tsx'
import { moneyParts } from '../lib/money-parts.ts'

/**
 * A price as a design element: the amount large and bold, the currency small, in the page's
 * digits. The text is exactly formatMoney's ("١٠٠ ج.م" / "EGP 100"), spaces included.
 */
export function Price({
  amount,
  className,
  amountClassName = 'text-5xl',
  quoteMark,
}: {
  amount: number
  className?: string
  amountClassName?: string
  /** Marks the figure for the calculator's answer before React (calculator-early.ts). */
  quoteMark?: string
}) {
  const { lang } = useLocale()
  const { before, amount: digits, after } = moneyParts(lang, amount)
  return (
    <span className={cn('font-extrabold leading-none whitespace-nowrap', className)}>
      {before ? <span className="text-lg font-bold">{before}</span> : null}
      <span data-quote={quoteMark} className={cn('tabular-nums tracking-tight', amountClassName)}>
        {digits}
      </span>
      {after ? <span className="text-lg font-bold">{after}</span> : null}
    </span>
  )
}
