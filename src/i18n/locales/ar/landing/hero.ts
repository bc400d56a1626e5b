import type { Catalog } from '#src/i18n/locales/en/index.ts'
import { glossary } from '../glossary.ts'

export const hero = {
  eyebrow: 'متوافق مع المنهج المصري',
  title: 'ذاكر بذكاء مع مساعد يفهمك',
  description:
    'يضع لك فهيم خطة مذاكرة تراعي منهجك ومستواك، ويشرح الدروس بالسرعة التي تناسبك، ويُريك أين وصلت، بالعربية أو بالإنجليزية.',
  tryCta: 'ابدأ مجانًا في التطبيق',
  downloadCta: glossary.downloadApp,
  perks: ['نسخة أساسية مجانية', 'على هاتفك وعلى الويب', 'بالعربية والإنجليزية'],
  phone: {
    label: 'تطبيق فهيم على الهاتف: سؤال في الجبر وإجابته الصحيحة.',
    subject: 'الرياضيات · الجبر',
    progress: 'السؤال {current} من {total}',
    prompt: 'أوجد قيمة {x}',
    variable: 'س',
    equation: '{a}{x} + {b} = {c}',
    feedbackTitle: 'أحسنت! إجابة صحيحة',
    feedbackBody: 'اطرح {b} ثم اقسم على {a}.',
    next: 'السؤال التالي',
    streak: {
      zero: '{count} يوم',
      one: 'يوم واحد',
      two: 'يومان متتاليان',
      few: '{count} أيام متتالية',
      many: '{count} يومًا متتاليًا',
      other: '{count} يوم متتالٍ',
    },
    points: {
      zero: 'لا نقاط',
      one: 'نقطة واحدة',
      two: 'نقطتان',
      few: '{count} نقاط',
      many: '{count} نقطة',
      other: '{count} نقطة',
    },
    weekly: 'هذا الأسبوع',
  },
} satisfies Catalog['landing']['hero']
