// Astro's own serializer: what writes an island's `props` attribute.
import { serializeProps } from 'astro/runtime/server/serialize.js'
import { describe, expect, it } from 'vitest'
import { words } from '../content/words.ts'
import { LANGS } from '../i18n/lang.ts'
import { islandProps } from './island-props.ts'

const island = (props: object) => ({
  getAttribute: (name: string) =>
    name === 'props' ? serializeProps(props, {} as Parameters<typeof serializeProps>[1]) : null,
})

describe('islandProps', () => {
  it.each(LANGS)("reads back the calculator island's props as Astro wrote them (%s)", (lang) => {
    const props = { slot: 'calculator', lang, copy: words('pricing', lang) }
    expect(islandProps(island(props) as Element)).toEqual(props)
  })

  it('reads arrays, numbers, booleans, null and nested objects', () => {
    const props = { list: [1, 'two', [3], { four: 4 }], yes: true, none: null, deep: { a: { b: 'c' } } }
    expect(islandProps(island(props) as Element)).toEqual(props)
  })

  it('reads a type it does not know (a Date) as undefined, and no props as none', () => {
    expect(islandProps(island({ when: new Date(0) }) as Element)).toEqual({ when: undefined })
    expect(islandProps({ getAttribute: () => null } as unknown as Element)).toEqual({})
  })
})
