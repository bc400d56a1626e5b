/** The landing charts' words in both languages (content/words/charts.<lang>.json; words.ts). */
import ar from '#content/words/charts.ar.json' with { type: 'json' }
import en from '#content/words/charts.en.json' with { type: 'json' }

export const chartsWords = { ar: ar satisfies typeof en, en }
