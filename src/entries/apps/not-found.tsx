import { NotFoundPage, notFoundMeta } from '#src/pages/not-found-page.tsx'
import { hydratePage } from '../hydrate.tsx'

hydratePage(<NotFoundPage />, notFoundMeta)
