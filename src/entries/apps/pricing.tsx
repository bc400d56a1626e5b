import { PricingPage, pricingMeta } from '../../pages/pricing-page.tsx'
import { hydratePage } from '../hydrate.tsx'

hydratePage(<PricingPage />, pricingMeta)
