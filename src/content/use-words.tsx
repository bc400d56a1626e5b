import { createContext, type ReactNode, use } from 'react'
import type { Area, Words } from './words.ts'

const WordsContext = createContext<Partial<Words>>({})

/**
 * The words of a React tree, given at its root. Every tree Astro renders (a page's static body,
 * each island) is a root of its own, and context does not cross roots: a page's body is given its
 * areas by the page (`words(area, lang)`, words.ts), an island the part it shows as a prop, so an
 * island's code carries no words it was not given.
 */
export function WordsProvider({ words, children }: { words: Partial<Words>; children: ReactNode }) {
  return <WordsContext value={words}>{children}</WordsContext>
}

/** One area's words, in the tree's language. */
export function useWords<A extends Area>(area: A): Words[A] {
  const given = use(WordsContext)[area]
  if (!given) throw new Error(`useWords('${area}') must be used inside a <WordsProvider> given '${area}'`)
  return given as Words[A]
}
