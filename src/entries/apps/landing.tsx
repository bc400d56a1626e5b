import { LandingPage, landingMeta } from '#src/pages/landing-page.tsx'
import { hydratePage } from '../hydrate.tsx'

hydratePage(<LandingPage />, landingMeta)
