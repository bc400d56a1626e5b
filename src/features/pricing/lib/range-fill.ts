/**
 * How far the subject slider's track is filled for each value 1..10, as a class (no inline style:
 * the CSP is strict): the percentage of the thumb's travel, (value − 1) / 9, read by the
 * `range-slider` rule of src/styles/range-slider.css. Shared by the slider (components/subject-slider.tsx)
 * and the calculator's answer before React (calculator-early.ts).
 */
const RANGE_FILL: Record<number, string> = {
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

/** The slider's class for `value`: the `range-slider` rule and its fill. */
export const rangeClass = (value: number) => `range-slider ${RANGE_FILL[value] ?? RANGE_FILL[1]}`
