import { createContext, createElement, type ReactNode, use } from 'react'
import type { PricingCopy } from '#src/i18n/copy/pricing.ts'

const PricingCopyContext = createContext<PricingCopy | null>(null)

/**
 * The pricing page's copy in one language, given by whoever renders the tree: the page's static
 * body (src/features/pricing/pricing-page.tsx) and the calculator island (calculator-island.tsx),
 * so the island's code carries no catalog of its own.
 */
export function PricingCopyProvider({ copy, children }: { copy: PricingCopy; children: ReactNode }) {
  return createElement(PricingCopyContext, { value: copy }, children)
}

/** The pricing page's copy in the tree's language. */
export function usePricingCopy(): PricingCopy {
  const copy = use(PricingCopyContext)
  if (!copy) throw new Error('usePricingCopy() must be used inside <PricingCopyProvider>')
  return copy
}
