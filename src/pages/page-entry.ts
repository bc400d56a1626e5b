import type { ComponentType } from 'react'
import type { MetaOf } from '../i18n/locale-context.tsx'

/**
 * What every page file (`src/pages/<page id>-page.tsx`, one per entry of src/config/routes.ts)
 * exports as `page`: its component and its head's words. src/entry-server.tsx finds the files by
 * name; src/config/routes.test.ts fails when a route has no page file or app entry.
 */
export interface PageEntry {
  Page: ComponentType
  meta: MetaOf
}
