import { NotFoundPage, notFoundMeta } from '../../pages/not-found-page.tsx'
import { hydratePage } from '../hydrate.tsx'

hydratePage(<NotFoundPage />, notFoundMeta)
