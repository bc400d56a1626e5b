/**
 * An island's props as Astro writes them in its `props` attribute (every value a `[type, value]`
 * pair: 0 a plain value or an object of pairs, 1 an array of pairs), read back for code that runs
 * before the island hydrates (a `client:touched` island's `untilHydrated`, island-options.ts).
 * Plain values, objects and arrays only, what a catalog is made of; any other type reads as
 * undefined. island-props.test.ts holds it to Astro's own serializer.
 */
type Pair = [number, unknown?]

function revive([type, value]: Pair): unknown {
  if (type === 1) return (value as Pair[]).map(revive)
  if (type !== 0) return undefined
  return value !== null && typeof value === 'object'
    ? Object.fromEntries(Object.entries(value).map(([key, pair]) => [key, revive(pair as Pair)]))
    : value
}

/** The props of `island`, revived. */
export function islandProps(island: Element): Record<string, unknown> {
  return revive([0, JSON.parse(island.getAttribute('props') ?? '{}')]) as Record<string, unknown>
}
