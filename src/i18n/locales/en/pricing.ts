/** Copy of the pricing page (`/pricing`). */
export const pricing = {
  meta: {
    title: 'Pricing | Faheem',
    description:
      'Faheem plans in Egyptian pounds: pay per subject monthly, per term or yearly, or choose a bundle. Full refund within 7 days.',
  },
  hero: {
    title: 'Simple prices, in Egyptian pounds',
    description: 'Pay only for the subjects you study. Work out your price below, or pick a ready bundle.',
  },
}
