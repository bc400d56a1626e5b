/** The privacy notice's copy in both languages, on its own (content/words/privacy.<lang>.json). */
import ar from '#content/words/privacy.ar.json' with { type: 'json' }
import en from '#content/words/privacy.en.json' with { type: 'json' }
import type { Lang } from '../lang.ts'

export type PrivacyCopy = typeof en

export const privacyCopy: Record<Lang, PrivacyCopy> = { ar, en }
