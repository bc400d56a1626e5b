/**
 * The languages as Astro's static paths: one file per document in src/pages/[...lang]/ is built
 * once per language, Arabic at the bare path and English under `/en` (routes.ts).
 */
import { LANGS, type Lang } from '#src/i18n/lang.ts'
import { LANG_PREFIX } from './routes.ts'

export function langPaths(): Array<{ params: { lang: string | undefined }; props: { lang: Lang } }> {
  return LANGS.map((lang) => ({ params: { lang: LANG_PREFIX[lang].slice(1) || undefined }, props: { lang } }))
}
