import { PricingPage, pricingMeta } from '#src/pages/pricing-page.tsx'
import { hydratePage } from '../hydrate.tsx'

hydratePage(<PricingPage />, pricingMeta)
