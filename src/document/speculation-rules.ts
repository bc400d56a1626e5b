/**
 * Instant navigation: the Speculation Rules the browser reads to prepare (prerender) the page the
 * visitor is about to open. They are inline in every page's <head> (src/layouts/document.astro),
 * allowed by the sha256 of their bytes in the Content-Security-Policy (server/security-headers.ts):
 * no 'unsafe-inline', and no request. (They were a `Speculation-Rules` header naming a JSON file
 * until the fetch of that file, racing the fonts on the first round trips, measured about 150 ms of
 * simulated LCP.) Browsers without support ignore the script.
 *
 * Document rules follow the page's own links: any same-origin link (so the language of the next
 * page comes from the link itself, `?lang=en` included), never one that opens a new window.
 * "moderate": Chromium starts when the pointer rests on a link (about 200 ms) or on pointerdown.
 */
export const SPECULATION_RULES = {
  prerender: [
    {
      source: 'document',
      where: {
        and: [
          // A URL pattern as a string: the page's origin (inherited), any path, and any query and
          // fragment (not named, so not constrained). HTML allows only a string or a list of
          // strings here; `{ pathname: '/*' }` matched the same links (tests/validity/html.test.ts).
          { href_matches: '/*' },
          { not: { selector_matches: '[target=_blank], [download], [rel~=nofollow]' } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
} as const

/** The bytes of the inline `<script type="speculationrules">`, hashed as they are written. */
export function speculationRulesScript(): string {
  return JSON.stringify(SPECULATION_RULES)
}
