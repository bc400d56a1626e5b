import type { Catalog } from '#src/i18n/locales/en/index.ts'
import { glossary } from '../glossary.ts'

/** Arabic has no short month names: the axis and the tooltip both write the whole name. */
const MONTHS = [
  'يناير',
  'فبراير',
  'مارس',
  'أبريل',
  'مايو',
  'يونيو',
  'يوليو',
  'أغسطس',
  'سبتمبر',
  'أكتوبر',
  'نوفمبر',
  'ديسمبر',
]

export const insights = {
  eyebrow: 'تقدّم تراه بعينك',
  title: 'درجاتك ووقت مذاكرتك وتقدّمك أمامك بوضوح',
  lead: 'يحوّل فهيم مذاكرتك إلى رسوم بيانية، فتعرف أنت وأسرتك أين وصلت.',
  sampleNote: 'الرسوم الثلاثة لطالب افتراضي، بأرقام توضيحية تُريك شكل تقارير فهيم.',
  showTable: 'اعرض الأرقام في جدول',
  monthsShort: MONTHS,
  monthsLong: MONTHS,
  subjects: {
    math: 'الرياضيات',
    science: 'العلوم',
    arabic: 'العربية',
    english: 'الإنجليزية',
  },
  line: {
    title: 'متوسط الدرجات شهريًا',
    description: 'درجات طالب افتراضي من {from} إلى {to}، والدرجة النهائية {max}.',
    tableCaption: 'متوسط الدرجات شهريًا (الدرجة النهائية {max})',
    monthHeader: 'الشهر',
    scoreHeader: 'الدرجة',
    pointName: '{month}: {value}',
    tooltipValue: 'الدرجة {value}',
    summary: {
      zero: 'لا تغيير منذ {month}',
      one: 'درجة واحدة منذ {month}',
      two: 'درجتان منذ {month}',
      few: '{count} درجات منذ {month}',
      many: '{count} درجة منذ {month}',
      other: '{count} درجة منذ {month}',
    },
  },
  pie: {
    title: 'وقت المذاكرة موزّعًا على المواد',
    description: 'كيف وزّع طالب افتراضي وقت مذاكرته على المواد في هذا الترم.',
    tableCaption: 'نصيب كل مادة من وقت المذاكرة',
    subjectHeader: 'المادة',
    shareHeader: 'النسبة',
    sliceName: '{subject}: {value}',
    centerValue: glossary.subject,
    centerLabel: 'هذا الترم',
  },
  bar: {
    title: 'طالب افتراضي قبل فهيم وبعده',
    description: 'متوسط درجة طالب افتراضي في كل مادة، والدرجة النهائية {max}.',
    tableCaption: 'متوسط الدرجة في كل مادة قبل فهيم وبعده (الدرجة النهائية {max})',
    subjectHeader: 'المادة',
    before: 'قبل فهيم',
    after: 'بعد فهيم',
    barName: '{subject}، {series}: {value}',
    tooltipValue: '{series}: {value}',
  },
} satisfies Catalog['landing']['insights']
