/**
 * Sveltia CMS's configuration (dist/admin/config.json, written by scripts/editor/build.ts): the word files
 * (content/words/, one file per area and language, Arabic and English side by side), then
 * content/pricing.json and content/contact.json, every key declared in file order. The rules are
 * the build's own: src/content/words-rules.ts for the words (word-fields.ts), src/content/schema.ts
 * and keys.ts for prices and contact details (numbers with their bounds, choices, flags), so the
 * editor refuses what the build would. labels.test.ts and e2e/editor.spec.ts hold it to the files.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { FEATURE_KEYS, PERIODS, PLAN_IDS } from '../content/keys.ts'
import { fieldLabel, label } from '../content/labels.ts'
import { WORD_AREAS, wordFile } from '../content/words-rules.ts'
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
const PREVIEW_PATHS: Record<string, string> = {
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

const whole = (name: string, min: number, max?: number): Field => ({
  name,
  label: label(name),
  widget: 'number',
  value_type: 'int',
  min,
  ...(max === undefined ? {} : { max }),
})
const choice = (name: string, options: readonly string[]): Field => ({
  name,
  label: label(name),
  widget: 'select',
  options: [...options],
})
const group = (name: string, fields: Field[]): Field => ({
  name,
  label: label(name),
  widget: 'object',
  fields,
})
const text = (name: string, pattern?: [string, string]): Field => ({
  name,
  label: label(name),
  widget: 'string',
  ...(pattern ? { pattern } : {}),
})

/** The most subjects the calculator offers: src/content/schema.ts's MAX_SUBJECTS. */
const MAX_SUBJECTS = 10

/** content/pricing.json, as src/content/schema.ts reads it. */
function pricingFields(): Field[] {
  const pounds = (name: string) => whole(name, 1)
  return [
    group('perSubjectPrice', PERIODS.map(pounds)),
    group('subjects', [whole('min', 1, MAX_SUBJECTS), whole('max', 1, MAX_SUBJECTS), whole('step', 1)]),
    group('calculatorDefaults', [whole('subjects', 1, MAX_SUBJECTS), choice('period', PERIODS)]),
    whole('refundDays', 1),
    { ...choice('features', FEATURE_KEYS), multiple: true, min: FEATURE_KEYS.length },
    {
      name: 'bundles',
      label: label('bundles'),
      widget: 'list',
      allow_add: false,
      allow_remove: false,
      summary: '{{fields.id}}',
      fields: [
        choice('id', PLAN_IDS),
        pounds('price'),
        // A number of subjects, or "unlimited": the schema's union, as one choice.
        {
          ...choice('subjects', []),
          options: [
            ...Array.from({ length: MAX_SUBJECTS }, (_, index) => ({
              label: String(index + 1),
              value: index + 1,
            })),
            { label: 'بلا حد · unlimited', value: 'unlimited' },
          ],
        },
        choice('period', PERIODS),
        { ...choice('features', FEATURE_KEYS), multiple: true, min: 1 },
        { name: 'highlighted', label: label('highlighted'), widget: 'boolean' },
      ],
    },
  ]
}

/** content/contact.json, with src/content/schema.ts's formats. */
function contactFields(): Field[] {
  return [
    text('email', ['^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', 'عنوان بريد إلكتروني\nAn email address']),
    text('phone', ['^\\+[1-9]\\d{6,14}$', 'بصيغة E.164 مثل +201001234567\nE.164, like +201001234567']),
    text('phoneDisplay', ['^\\+[\\d ]+$', 'الرقم نفسه مجمّعًا بمسافات\nThe same number, grouped with spaces']),
    group('address', [text('ar'), text('en')]),
  ]
}

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
            fields: pricingFields(),
          },
          {
            name: 'contact',
            label: fieldLabel('contact.json', []),
            file: 'content/contact.json',
            preview_path: PREVIEW_PATHS['contact.json'],
            fields: contactFields(),
          },
        ],
      },
    ],
  }
}
