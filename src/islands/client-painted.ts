/**
 * `client:painted`: `client:visible` (hydrate when the island comes into view), but never before
 * the page's first paint (when-seen.ts). The charts' tooltips use it. Registered in
 * astro.config.ts (directive.ts).
 */
import type { ClientDirective } from 'astro'
import { whenSeenAfterPaint } from './when-seen.ts'

const painted: ClientDirective = (load, _options, island) => {
  whenSeenAfterPaint(island, () => {
    load().then((hydrate) => hydrate())
  })
}

export default painted
