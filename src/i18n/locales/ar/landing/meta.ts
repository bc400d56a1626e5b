import type { Catalog } from '#src/i18n/locales/en/index.ts'

export const meta = {
  title: 'فهيم | مساعدك الذكي للمذاكرة وفق المنهج المصري',
  description:
    'فهيم مساعد ذكي للمذاكرة متوافق مع المناهج المصرية والعربية: خطة مذاكرة شخصية، واختبارات تتكيّف مع مستواك، ومتابعة التقدّم، للطلاب والمعلّمين وأولياء الأمور.',
} satisfies Catalog['landing']['meta']
