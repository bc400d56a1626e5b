import type { Catalog } from '#src/i18n/locales/en/index.ts'

export const useCases = {
  eyebrow: 'متى يساعدك فهيم',
  title: 'بجانبك طوال العام الدراسي',
  lead: 'من واجب الليلة حتى امتحان آخر العام.',
  items: {
    homework: {
      title: 'المساعدة في الواجبات',
      body: 'توقّفت عند سؤال؟ يرشدك فهيم إلى الحل خطوة بخطوة، فتتعلّم الطريقة لا الإجابة وحدها.',
    },
    exams: {
      title: 'الاستعداد للامتحانات',
      body: 'مراجعة مركّزة على نقاط ضعفك، درسًا بدرس، قبل الامتحان.',
    },
    together: {
      title: 'المذاكرة مع الزملاء',
      body: 'ذاكر مع زملائك وراجع معهم الدروس نفسها، ولكل منكم خطته.',
    },
  },
} satisfies Catalog['landing']['useCases']
