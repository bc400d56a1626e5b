/** A catalog tree: strings, lists of strings or of trees (FAQ items), and nested trees. */
export type CatalogTree = { [key: string]: string | CatalogTree | ReadonlyArray<string | CatalogTree> }

/**
 * Every string of a catalog as [dotted key, value], list items included (`points.2`, `faq.items.1.answer`): how the
 * catalog, glossary, bundle-claims and feature-offers tests (src/i18n/) read all of a catalog's
 * sentences.
 */
export function catalogLeaves(tree: CatalogTree, prefix = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]): Array<[string, string]> => {
    if (typeof value === 'string') return [[`${prefix}${key}`, value]]
    if (Array.isArray(value))
      return value.flatMap(
        (item: string | CatalogTree, index): Array<[string, string]> =>
          typeof item === 'string'
            ? [[`${prefix}${key}.${index}`, item]]
            : catalogLeaves(item, `${prefix}${key}.${index}.`),
      )
    return catalogLeaves(value as CatalogTree, `${prefix}${key}.`)
  })
}
