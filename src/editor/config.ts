/**
 * Sveltia CMS's configuration (dist/admin/config.json, written by scripts/editor/build.ts): the word files
 * (content/words/, one file per area and language, Arabic and English side by side), then
 * content/pricing.json and content/contact.json, every key declared in file order. The rules are
 * the build's own: src/content/words-rules.ts for the words (word-fields.ts), and for prices and
 * contact details src/content/schema.ts itself, read as JSON Schema (numbers with their bounds,
 * choices, formats), so the editor refuses what the build would; config.test.ts tries each rule on
 * the schema. labels.test.ts and e2e/editor.spec.ts hold it to the files.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { z } from 'zod'
import { fieldLabel, label } from '../content/labels.ts'
import { contactSchema, pricingSchema } from '../content/schema.ts'
import { WORD_AREAS, type WordArea, wordFile } from '../content/words-rules.ts'
import { LANGS } from '../i18n/lang.ts'
import { type Field, wordFields } from './word-fields.ts'

/** The build's environment for the hosted editor (docs/deploy.md, "The editor"). */
export interface EditorEnv {
  /** `owner/name` of the GitHub repository the editor opens pull requests on. */
  FAHEEM_EDITOR_REPO?: string | undefined
  /** The branch the pull requests go to; `main` unless set. */
  FAHEEM_EDITOR_BRANCH?: string | undefined
  /** The sign-in worker's address (sveltia/sveltia-cms-auth on Cloudflare Workers). */
  FAHEEM_EDITOR_AUTH_URL?: string | undefined
  /**
   * GitHub's API root, `https://api.github.com` unless set: the editor calls `<root>/api/v3` and
   * `<root>/api/graphql` for any other (GitHub Enterprise Server; the local stand-in of
   * e2e/editor-hosted.spec.ts, test-support/github-standin/server.ts).
   */
  FAHEEM_EDITOR_API_ROOT?: string | undefined
}

/**
 * The page each file feeds, for the editor's preview link (`preview_path`: the address of the
 * pull request's preview, or of the live site, plus this). `{{locale}}/` is dropped for Arabic, the
 * default (`omit_default_locale_from_preview_path`): the landing words open `/` in Arabic and `/en/`
 * in English. The glossary, the charts and the header and footer (`site`) show first on the landing page.
 */
const PREVIEW_PATHS: Record<WordArea | 'pricing.json' | 'contact.json', string> = {
  landing: '/{{locale}}/',
  charts: '/{{locale}}/',
  glossary: '/{{locale}}/',
  site: '/{{locale}}/',
  pricing: '/{{locale}}/pricing',
  privacy: '/{{locale}}/privacy',
  'pricing.json': '/pricing',
  'contact.json': '/privacy',
}

/** The repository named when none is given: local mode reads the folder, whatever this says. */
const LOCAL_REPO = 'faheem/website'

const LOCALES = [...LANGS]

const read = (root: string, file: string) => JSON.parse(readFileSync(join(root, file), 'utf8'))

/** A node of the content schema as JSON Schema (zod's `z.toJSONSchema`): the editor reads its rules there. */
type Node = {
  type?: string
  minimum?: number
  maximum?: number
  pattern?: string
  enum?: string[]
  properties?: Record<string, Node>
  items?: Node
  anyOf?: Node[]
}

/**
 * What the JSON Schema cannot say, by the field's place (`bundles[].subjects`): the schema's
 * cross-field rules (src/content/schema.ts's superRefine: the calculator's default within its range,
 * every feature listed), the list of bundles fixed to the four cards, and a bundle's features never
 * empty (the editor's alone). The hint under each format the schema gives a string.
 */
function extras(pricing: Node): Record<string, Partial<Field>> {
  const most = pricing.properties?.subjects?.properties?.max?.maximum ?? 0
  const subjects = [...Array(most).keys()].map((i) => ({ label: String(i + 1), value: i + 1 }))
  return {
    'calculatorDefaults.subjects': { max: most },
    features: { min: pricing.properties?.features?.items?.enum?.length ?? 0 },
    bundles: { allow_add: false, allow_remove: false, summary: '{{fields.id}}' },
    // A number of subjects, or "unlimited": the schema's union, as one choice.
    'bundles[].subjects': { options: [...subjects, { label: 'بلا حد · unlimited', value: 'unlimited' }] },
    'bundles[].features': { min: 1 },
  }
}
const HINTS: Record<string, string> = {
  email: 'عنوان بريد إلكتروني\nAn email address',
  phone: 'بصيغة E.164 مثل +201001234567\nE.164, like +201001234567',
  phoneDisplay: 'الرقم نفسه مجمّعًا بمسافات\nThe same number, grouped with spaces',
  'address.ar': 'لا يُترك فارغًا\nNot empty',
  'address.en': 'لا يُترك فارغًا\nNot empty',
}

/** The number's bounds: none for the schema's "any whole number from min". */
const bounds = ({ minimum, maximum }: Node) => ({
  min: minimum,
  ...(maximum === undefined || maximum >= Number.MAX_SAFE_INTEGER ? {} : { max: maximum }),
})

/**
 * The editor's fields of a content file, key for key in the schema's order, each rule (whole
 * numbers and their bounds, choices, formats) read from src/content/schema.ts: none is written here.
 */
function schemaFields(node: Node, extra: Record<string, Partial<Field>>, at = ''): Field[] {
  return Object.entries(node.properties ?? {}).map(([name, inner]) => {
    const place = at ? `${at}.${name}` : name
    const own = (): Record<string, unknown> & { widget: string } => {
      const { type, items } = inner
      if (inner.properties) return { widget: 'object', fields: schemaFields(inner, extra, place) }
      if (type === 'integer') return { widget: 'number', value_type: 'int', ...bounds(inner) }
      if (inner.anyOf) return { widget: 'select' } // its choices: extras
      if (type === 'boolean') return { widget: 'boolean' }
      if (inner.enum) return { widget: 'select', options: inner.enum }
      if (type === 'array' && items?.enum) return { widget: 'select', options: items.enum, multiple: true }
      if (type === 'array' && items?.properties)
        return { widget: 'list', fields: schemaFields(items, extra, `${place}[]`) }
      if (type === 'string') {
        if (inner.pattern === undefined) return { widget: 'string' }
        const hint = HINTS[place]
        if (hint === undefined) throw new Error(`src/editor/config.ts: no hint for ${place}'s format`)
        return { widget: 'string', pattern: [inner.pattern, hint] }
      }
      throw new Error(`src/editor/config.ts: no field for ${place}: ${JSON.stringify(inner)}`)
    }
    return { name, label: label(name), ...own(), ...extra[place] }
  })
}

const PRICING = z.toJSONSchema(pricingSchema) as Node

/** The whole configuration, for the content under `root`. */
export function editorConfig(root: string, env: EditorEnv = {}) {
  const auth = env.FAHEEM_EDITOR_AUTH_URL?.trim()
  const apiRoot = env.FAHEEM_EDITOR_API_ROOT?.trim()
  return {
    backend: {
      name: 'github',
      repo: env.FAHEEM_EDITOR_REPO?.trim() || LOCAL_REPO,
      branch: env.FAHEEM_EDITOR_BRANCH?.trim() || 'main',
      ...(auth ? { base_url: auth } : {}),
      ...(apiRoot ? { api_root: apiRoot, graphql_api_root: apiRoot } : {}),
    },
    // Every change is a pull request, merged once CI (`npm test`) is green (docs/deploy.md).
    publish_mode: 'editorial_workflow',
    media_folder: 'content/media',
    i18n: {
      structure: 'multiple_files',
      locales: LOCALES,
      default_locale: 'ar',
      omit_default_locale_from_preview_path: true,
    },
    output: { omit_empty_optional_fields: true, json: { indent_style: 'space', indent_size: 2 } },
    collections: [
      {
        name: 'words',
        // The collections' names in Arabic alone: the sidebar cuts a longer one.
        label: 'الكلمات',
        i18n: true,
        // The second pane shows the other language, not a preview: the page is the preview.
        editor: { preview: false },
        files: WORD_AREAS.map((area) => ({
          name: area,
          label: label(area),
          file: wordFile(area, '{{locale}}'),
          i18n: true,
          preview_path: PREVIEW_PATHS[area],
          fields: wordFields(area, read(root, wordFile(area, 'en')), read(root, wordFile(area, 'ar'))),
        })),
      },
      {
        name: 'settings',
        label: 'الأسعار والتواصل',
        editor: { preview: false },
        files: [
          {
            name: 'pricing',
            label: fieldLabel('pricing.json', []),
            file: 'content/pricing.json',
            preview_path: PREVIEW_PATHS['pricing.json'],
            fields: schemaFields(PRICING, extras(PRICING)),
          },
          {
            name: 'contact',
            label: fieldLabel('contact.json', []),
            file: 'content/contact.json',
            preview_path: PREVIEW_PATHS['contact.json'],
            fields: schemaFields(z.toJSONSchema(contactSchema) as Node, {}),
          },
        ],
      },
    ],
  }
}
