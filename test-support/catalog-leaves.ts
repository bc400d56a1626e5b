/** A catalog tree: strings, lists of strings, and nested trees. */
export type CatalogTree = { [key: string]: string | CatalogTree | readonly string[] }

/**
 * Every string of a catalog as [dotted key, value], list items included (`points.2`): how the
 * catalog, glossary, bundle-claims and feature-offers tests (src/i18n/) read all of a catalog's
 * sentences.
 */
export function catalogLeaves(tree: CatalogTree, prefix = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]): Array<[string, string]> => {
    if (typeof value === 'string') return [[`${prefix}${key}`, value]]
    if (Array.isArray(value)) return value.map((item: string, index) => [`${prefix}${key}.${index}`, item])
    return catalogLeaves(value as CatalogTree, `${prefix}${key}.`)
  })
}
