import type { Catalog } from '../en/index.ts'
import { glossary } from './glossary.ts'

const { features, bundles } = glossary

export const pricing = {
  meta: {
    title: 'الأسعار | فهيم',
    description:
      'أسعار فهيم بالجنيه المصري: ادفع لكل مادة شهريًا أو لكل ترم أو سنويًا، أو اختر باقة جاهزة، واستردّ المبلغ كاملًا خلال ٧ أيام.',
  },
  hero: {
    eyebrow: 'الأسعار',
    title: 'أسعار واضحة بالجنيه المصري',
    description: 'ادفع فقط مقابل المواد التي تذاكرها: احسب سعرك بنفسك، أو اختر باقة جاهزة.',
    refund: 'استرداد المبلغ كاملًا خلال {days}',
    upgrade: 'الترقية في أي وقت',
    platforms: 'على هاتفك وعلى الويب',
  },
  days: {
    zero: '{count} يوم',
    one: 'يوم واحد',
    two: 'يومين',
    few: '{count} أيام',
    many: '{count} يومًا',
    other: '{count} يوم',
  },
  calculator: {
    title: 'احسب سعرك',
    lead: 'اختر عدد المواد التي تذاكرها ومدة الاشتراك، ويتغيّر الإجمالي أمامك فورًا.',
    subjectsLabel: 'عدد المواد',
    subjects: glossary.subject,
    periodLegend: glossary.billingPeriod,
    perSubject: '{price} للمادة',
    totalLabel: 'الإجمالي',
    breakdown: '{subjects} × {price} = {total}',
    unlimited: 'تذاكر مواد كثيرة؟ {bundle} لا تضع حدًّا لعدد المواد.',
    unlimitedLink: 'اطّلع على {bundle}',
    share: {
      button: 'شارك هذا السعر',
      title: 'سعري على فهيم',
      text: 'سعري على فهيم: {breakdown} {per}',
      copied: 'نُسخ الرابط. الصقه في رسالة وأرسله.',
      manual: 'انسخ هذا الرابط وأرسله:',
    },
  },
  periods: glossary.periods,
  features: {
    adaptiveQuizzes: features.adaptiveQuizzes,
    aiSummaries: features.aiSummaries,
    progressTracking: features.progressTracking,
    appAccess: features.appAccess,
    voiceTutoring: features.voiceTutoring,
    points: features.points,
    teacherDashboard: features.teacherDashboard,
  },
  plans: {
    title: 'باقات جاهزة',
    lead: 'لكل باقة عدد محدّد من المواد وسعر ثابت لمدة اشتراكها.',
    unlimited: glossary.unlimitedSubjects,
    recommended: glossary.recommended,
    included: 'ما تشمله الباقة',
    items: {
      monthly: { name: bundles.monthly, cta: `اختر ${bundles.monthly}` },
      term: { name: bundles.term, cta: `اختر ${bundles.term}` },
      yearly: { name: bundles.yearly, cta: `اختر ${bundles.yearly}` },
      premium: { name: bundles.premium, cta: `اختر ${bundles.premium}` },
    },
  },
  compare: {
    title: 'قارن بين الباقات',
    lead: 'ما تشمله كل باقة، ميزة بميزة.',
    caption: 'مزايا كل باقة',
    feature: 'الميزة',
    included: glossary.included,
    notIncluded: glossary.notIncluded,
  },
  faq: {
    title: 'أسئلة عن الاشتراك',
    lead: 'إجابات قصيرة عن تغيير اشتراكك واسترداد أموالك.',
    items: {
      upgrade: {
        question: 'هل أستطيع الانتقال إلى باقة أكبر؟',
        answer: 'نعم، في أي وقت. تسري الترقية فور طلبها، فتصبح المزايا الجديدة متاحة لك مباشرة.',
      },
      downgrade: {
        question: 'وماذا لو أردت باقة أصغر؟',
        answer:
          'يمكنك ذلك أيضًا. تبدأ باقتك الأصغر عند تجديد اشتراكك، وحتى ذلك الحين تبقى لك كل مزايا باقتك الحالية.',
      },
      refund: {
        question: 'هل يمكنني استرداد ما دفعته؟',
        answer:
          'نعم. اطلب الاسترداد خلال {days} من الشراء، ونردّ إليك المبلغ كاملًا. بعد {days} لا يُستردّ المبلغ.',
      },
      price: {
        question: 'كيف يُحسب سعر اشتراكي؟',
        answer:
          'يختلف سعر المادة الواحدة باختلاف مدة الاشتراك: {monthly}، أو {term}، أو {yearly}. والإجمالي هو هذا السعر مضروبًا في عدد موادك، وتحسبه لك حاسبة الأسعار في هذه الصفحة.',
      },
    },
  },
  cta: {
    title: 'ابدأ المذاكرة مع فهيم اليوم',
    description:
      'حمّل التطبيق، واختر موادك، وابدأ التعلّم. لم يناسبك؟ استردّ المبلغ كاملًا خلال {days} من الشراء.',
    button: 'اشترك الآن',
  },
} satisfies Catalog['pricing']
