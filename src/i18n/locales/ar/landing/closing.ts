import type { Catalog } from '#src/i18n/locales/en/index.ts'

export const closing = {
  title: 'جاهز لتذاكر بذكاء؟',
  body: 'ابدأ اليوم مجانًا، وانتقل إلى النسخة المدفوعة متى شئت.',
  tryCta: 'جرّب فهيم مجانًا',
  downloadCta: 'حمّل التطبيق',
} satisfies Catalog['landing']['closing']
