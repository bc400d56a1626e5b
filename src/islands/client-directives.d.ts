/** The islands' own directive (client-painted.ts), typed for the `.astro` shells. */
declare module 'astro' {
  interface AstroClientDirectives {
    'client:painted'?: boolean
  }
}

export {}
