import { formatInteger } from '#src/i18n/format.ts'
import { useLocale } from '#src/i18n/locale-context.tsx'
import { SUBJECTS } from '../data/pricing.ts'
import { formatSubjects } from '../lib/breakdown.ts'
import { usePricingCopy } from '../use-pricing-copy.ts'

/**
 * How far the track is filled for each value 1..10, as a class (no inline style): the
 * percentage of the thumb's travel, (value − 1) / 9.
 */
const FILL: Record<number, string> = {
  1: '[--range-fill:0%]',
  2: '[--range-fill:11.11%]',
  3: '[--range-fill:22.22%]',
  4: '[--range-fill:33.33%]',
  5: '[--range-fill:44.44%]',
  6: '[--range-fill:55.56%]',
  7: '[--range-fill:66.67%]',
  8: '[--range-fill:77.78%]',
  9: '[--range-fill:88.89%]',
  10: '[--range-fill:100%]',
}

/** The track fills from the start side: from the right in Arabic, where the native slider starts. */
const DIRECTION = { rtl: '[--range-dir:to_left]', ltr: '[--range-dir:to_right]' } as const

/** A native range input, restyled: the keyboard, touch and RTL behaviour stay the browser's. */
const RANGE = [
  'block h-11 w-full cursor-pointer appearance-none bg-transparent outline-none',
  // WebKit/Blink: track and a 28 px thumb centred on it.
  '[&::-webkit-slider-runnable-track]:h-2.5 [&::-webkit-slider-runnable-track]:rounded-full',
  // Filled up to the thumb, from the start side (class-driven variables, see FILL and DIRECTION).
  '[&::-webkit-slider-runnable-track]:bg-[linear-gradient(var(--range-dir),var(--color-brand-600)_var(--range-fill),var(--color-brand-100)_var(--range-fill))]',
  '[&::-webkit-slider-thumb]:-mt-[9px] [&::-webkit-slider-thumb]:size-7 [&::-webkit-slider-thumb]:appearance-none [&::-webkit-slider-thumb]:rounded-full [&::-webkit-slider-thumb]:border-[6px] [&::-webkit-slider-thumb]:border-brand-700 [&::-webkit-slider-thumb]:bg-paper [&::-webkit-slider-thumb]:shadow-soft [&::-webkit-slider-thumb]:transition-transform',
  '[&:active::-webkit-slider-thumb]:scale-110 [&:focus-visible::-webkit-slider-thumb]:shadow-[0_0_0_3px_var(--color-card),0_0_0_6px_var(--color-focus)]',
  // Firefox: native progress fill (direction-aware) and the same thumb.
  '[&::-moz-range-track]:h-2.5 [&::-moz-range-track]:rounded-full [&::-moz-range-track]:bg-brand-100',
  '[&::-moz-range-progress]:h-2.5 [&::-moz-range-progress]:rounded-full [&::-moz-range-progress]:bg-brand-600',
  '[&::-moz-range-thumb]:size-7 [&::-moz-range-thumb]:box-border [&::-moz-range-thumb]:rounded-full [&::-moz-range-thumb]:border-[6px] [&::-moz-range-thumb]:border-brand-700 [&::-moz-range-thumb]:bg-paper',
  '[&:focus-visible::-moz-range-thumb]:shadow-[0_0_0_3px_var(--color-card),0_0_0_6px_var(--color-focus)]',
].join(' ')

export function SubjectSlider({ value, onChange }: { value: number; onChange: (value: number) => void }) {
  const { lang, dir } = useLocale()
  const pricingCopy = usePricingCopy()
  const spoken = formatSubjects(lang, value, pricingCopy.calculator)
  return (
    <div>
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <label htmlFor="calculator-subjects" className="text-lg font-bold text-ink">
          {pricingCopy.calculator.subjectsLabel}
        </label>
        <span className="rounded-full bg-tint px-4 py-1 text-lg font-extrabold text-brand-800">{spoken}</span>
      </div>
      <input
        id="calculator-subjects"
        type="range"
        min={SUBJECTS.min}
        max={SUBJECTS.max}
        step={SUBJECTS.step}
        value={value}
        aria-valuetext={spoken}
        onChange={(event) => onChange(Number(event.currentTarget.value))}
        className={`${RANGE} ${FILL[value] ?? FILL[1]} ${DIRECTION[dir]}`}
      />
      <div aria-hidden="true" className="flex justify-between px-1 text-sm font-bold text-muted">
        <span>{formatInteger(lang, SUBJECTS.min)}</span>
        <span>{formatInteger(lang, SUBJECTS.max)}</span>
      </div>
    </div>
  )
}
