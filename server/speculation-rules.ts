/**
 * Instant navigation: the Speculation Rules the browser reads to prepare (prerender) the page the
 * visitor is about to open. The rules are a file, not an inline script, so the Content-Security-
 * Policy needs no 'unsafe-inline': every HTML response names it in a `Speculation-Rules` header
 * (the Node server, nginx through deploy/nginx/speculation-rules.conf, and static hosts' _headers,
 * all generated from here). Browsers without support ignore the header and behave as before.
 *
 * Document rules follow the page's own links: any same-origin link (so the language of the next
 * page comes from the link itself, `?lang=en` included), never one that opens a new window.
 * "moderate": Chromium starts when the pointer rests on a link (about 200 ms) or on pointerdown.
 */
export const SPECULATION_RULES_PATH = '/speculation-rules.json'
export const SPECULATION_RULES_TYPE = 'application/speculationrules+json'
/** The header every HTML response carries: a structured-field string with the rules' address. */
export const SPECULATION_RULES_HEADER = ['Speculation-Rules', `"${SPECULATION_RULES_PATH}"`] as const

export const SPECULATION_RULES = {
  prerender: [
    {
      source: 'document',
      where: {
        and: [
          // Same origin (the pattern inherits it from the page), any query and fragment.
          { href_matches: { pathname: '/*' } },
          { not: { selector_matches: '[target=_blank], [download], [rel~=nofollow]' } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
} as const

export function speculationRulesJson(): string {
  return `${JSON.stringify(SPECULATION_RULES)}\n`
}
