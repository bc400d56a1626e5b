/**
 * The languages as Astro's static paths: one file per document in src/pages/[...lang]/ is built
 * once per language, Arabic at the bare path and English under `/en` (src/config/routes.ts).
 */
import { LANG_PREFIX } from '#src/config/routes.ts'
import { LANGS, type Lang } from './lang.ts'

export function langPaths(): Array<{ params: { lang: string | undefined }; props: { lang: Lang } }> {
  return LANGS.map((lang) => ({ params: { lang: LANG_PREFIX[lang].slice(1) || undefined }, props: { lang } }))
}
