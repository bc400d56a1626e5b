/**
 * A fake browser window for the head script's tests (src/document/head-script.test.ts,
 * src/document/head-script-switch.test.ts): where the script sent the browser, what it stored, logged and
 * listened to; and the script's two forms, the TypeScript source and the built bytes every page
 * inlines (src/generated/head-script.js, written by scripts/build/head-script.ts), run as a
 * browser runs a classic script. Imported by tests only.
 */
import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { runInNewContext } from 'node:vm'
import { type HeadScriptWindow, runHeadScript } from '../src/document/head-script.ts'
import { LANG_STORAGE_KEY } from '../src/i18n/lang.ts'

/** An element with a box and an id: an FAQ item or a section. */
export const box = (id: string, top: number, height = 400) => ({
  id,
  getBoundingClientRect: () => ({ top, bottom: top + height }),
})

export interface FakeOptions {
  lang?: 'ar' | 'en'
  twin?: string
  page?: string
  saved?: string | null | 'throws'
  navigationType?: string
  prerendering?: boolean
  pathname?: string
  search?: string
  hash?: string
  innerHeight?: number
  openDetails?: Array<ReturnType<typeof box>>
  sections?: Array<ReturnType<typeof box>>
  deferred?: Array<ReturnType<typeof deferredSection>>
}

/** A deferred section (`.render-when-near`) at `top`: whether the script measured its content. */
export const deferredSection = (top: number) => {
  const section = {
    measured: false,
    getBoundingClientRect: () => ({ top, bottom: top + 1200 }),
    firstElementChild: {
      getBoundingClientRect: () => {
        section.measured = true
        return { top, bottom: top + 600 }
      },
    },
  }
  return section
}

/** A fake window: where the script sent the browser, what it stored, logged and listened to. */
export function fakeWindow(options: FakeOptions = {}) {
  const {
    lang = 'ar',
    page = 'pricing',
    saved = null,
    navigationType = 'navigate',
    prerendering = false,
    pathname = '/pricing',
    search = '',
    hash = '',
    innerHeight = 800,
    openDetails = [],
    sections = [],
    deferred = [],
  } = options
  // Absent on the not-found page (no data-twin attribute): undefined, not the default.
  const twin = 'twin' in options ? options.twin : '/en/pricing'
  const state = {
    replacedWith: null as string | null,
    stored: [] as Array<[string, string]>,
    errors: [] as string[],
    listeners: {} as Record<string, Array<(event: unknown) => void>>,
    storage: saved,
  }
  const document = {
    documentElement: { lang, dataset: { twin, page }, style: { visibility: '' } },
    prerendering,
    addEventListener: (type: string, listener: (event: unknown) => void) => {
      state.listeners[type] = [...(state.listeners[type] ?? []), listener]
    },
    querySelectorAll: (selector: string) =>
      // The open FAQ item (its answer carries the id), and the sections of the page.
      selector.startsWith('details[open]')
        ? openDetails
        : selector === 'main section[id]'
          ? sections
          : selector === '.render-when-near'
            ? deferred
            : [],
  }
  const window = {
    document,
    location: {
      pathname,
      search,
      hash,
      replace: (url: string) => {
        state.replacedWith = url
      },
    },
    localStorage: {
      getItem: (key: string) => {
        if (state.storage === 'throws') throw new Error('SecurityError: storage disabled')
        return key === LANG_STORAGE_KEY ? state.storage : null
      },
      setItem: (key: string, value: string) => {
        if (state.storage === 'throws') throw new Error('QuotaExceededError')
        state.stored.push([key, value])
      },
    },
    performance: { getEntriesByType: () => [{ type: navigationType }] },
    innerHeight,
    console: { error: (message: string) => state.errors.push(message) },
  }
  /** Fires the listeners of `type` on the document. */
  const fire = (type: string, event: unknown = {}) => {
    for (const listener of state.listeners[type] ?? []) listener(event)
  }
  /** The prerendered page is shown: `document.prerendering` turns false, then the event. */
  const activate = () => {
    document.prerendering = false
    fire('prerenderingchange')
  }
  return { window, state, document, fire, activate }
}

export type Fake = ReturnType<typeof fakeWindow>

/** The switch link (`<a href hreflang data-lang-switch>`): its href as a property and an attribute. */
export function switchLink(hreflang: string, pathname: string) {
  const link = {
    hreflang,
    pathname,
    href: pathname,
    getAttribute: (name: string) => (name === 'href' ? link.href : null),
    setAttribute: (name: string, value: string) => {
      if (name === 'href') link.href = value
    },
  }
  return link
}

/** The head script as the build wrote it (npm run build, which npm test runs first). */
export function builtHeadScript(): string {
  const file = fileURLToPath(new URL('../src/generated/head-script.js', import.meta.url))
  if (!existsSync(file)) throw new Error(`${file} is missing: run npm run build (npm test does)`)
  return readFileSync(file, 'utf8')
}

/** The two forms of the script: the source, and the built bytes every page inlines. */
export const RUNNERS: Array<[string, (fake: Fake) => void]> = [
  ['source', (fake) => runHeadScript(fake.window as unknown as HeadScriptWindow)],
  ['built', (fake) => runInNewContext(builtHeadScript(), { window: fake.window })],
]
