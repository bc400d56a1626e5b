/** Link-preview facts shared by the prerendered head and the in-place language switch. */
import type { Lang } from '../i18n/lang.ts'

export const OG_LOCALE: Record<Lang, string> = { ar: 'ar_EG', en: 'en_US' }

/** The share image of each language, written by scripts/build/share-images.ts. */
export const SHARE_IMAGE = { width: 1200, height: 630, file: (lang: Lang) => `share-${lang}.png` }

/** The web app manifest, written by scripts/build/site-files.ts and linked by every page. */
export const MANIFEST_PATH = '/site.webmanifest'
