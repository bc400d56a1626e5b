/** The look of a button-like link, shared by calls to action and in-site links. */
export type ButtonVariant = 'primary' | 'secondary' | 'accent' | 'ghost-on-ink'
export type ButtonSize = 'md' | 'lg' | 'sm'

const BASE =
  'inline-flex items-center justify-center gap-2 rounded-full font-bold transition-colors duration-150 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus select-none'

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-primary text-on-brand shadow-soft hover:bg-panel',
  secondary: 'border-2 border-brand-700 bg-surface text-brand-800 hover:bg-tint',
  accent: 'bg-accent text-on-accent shadow-soft hover:bg-accent-strong',
  'ghost-on-ink': 'border-2 border-on-brand/70 text-on-brand hover:bg-on-brand/10',
}

const SIZES: Record<ButtonSize, string> = {
  sm: 'min-h-10 px-4 text-sm',
  md: 'min-h-12 px-6 text-base',
  lg: 'min-h-14 px-8 text-lg',
}

export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md'): string {
  return `${BASE} ${VARIANTS[variant]} ${SIZES[size]}`
}
