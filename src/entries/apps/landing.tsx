import { LandingPage, landingMeta } from '../../pages/landing-page.tsx'
import { hydratePage } from '../hydrate.tsx'

hydratePage(<LandingPage />, landingMeta)
