import type { Catalog } from '#src/i18n/locales/en/index.ts'
import { glossary } from '../glossary.ts'

export const closing = {
  title: 'جاهز لتذاكر بذكاء؟',
  body: `ابدأ اليوم مجانًا، وانتقل إلى ${glossary.paidBundle} متى شئت.`,
  tryCta: 'ابدأ مجانًا في التطبيق',
  downloadCta: glossary.downloadApp,
} satisfies Catalog['landing']['closing']
