import type { Catalog } from '#src/i18n/locales/en/index.ts'

export const stats = {
  title: 'فهيم بالأرقام',
  moreThan: 'أكثر من',
  studentsFigure: {
    zero: '{count}',
    one: 'مليون',
    two: 'مليونان',
    few: '{count} ملايين',
    many: '{count} مليونًا',
    other: '{count} مليون',
  },
  studentsLabel: 'طالب يذاكرون مع فهيم',
  ratingLabel: 'متوسط التقييم',
  institutionsLabel: 'مؤسسة تستخدم فهيم',
} satisfies Catalog['landing']['stats']
