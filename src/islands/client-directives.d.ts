/** The islands' own directives (client-painted.ts, client-touched.ts), typed for the `.astro` shells. */
import type { TouchedOptions } from './island-options.ts'

declare module 'astro' {
  interface AstroClientDirectives {
    'client:painted'?: boolean
    'client:touched'?: boolean | TouchedOptions
  }
}
