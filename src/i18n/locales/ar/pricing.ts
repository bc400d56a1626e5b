import type { Catalog } from '../en/index.ts'
import { glossary } from './glossary.ts'

const { features, bundles } = glossary

export const pricing = {
  meta: {
    title: 'الأسعار | فهيم',
    description:
      'أسعار فهيم بالجنيه المصري: ادفع لكل مادة شهريًا أو لكل ترم أو سنويًا، أو اختر باقة جاهزة. استرداد كامل خلال ٧ أيام.',
  },
  hero: {
    eyebrow: 'الأسعار',
    title: 'أسعار واضحة بالجنيه المصري',
    description: 'ادفع فقط مقابل المواد التي تذاكرها: احسب سعرك بنفسك، أو اختر باقة جاهزة.',
    refund: 'استرداد كامل خلال {days}',
    upgrade: 'ترقية في أي وقت',
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
    unlimited: 'تذاكر مواد كثيرة؟ باقة بريميوم لا تضع حدًّا لعدد المواد.',
    unlimitedLink: `اطّلع على ${bundles.premium}`,
    share: {
      button: 'أرسل هذا السعر',
      title: 'سعري على فهيم',
      text: 'سعري على فهيم: {breakdown} {per}',
      copied: 'نسخنا الرابط. الصقه في رسالة وأرسله.',
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
    lead: 'لكل باقة سعر ثابت وقائمة محدّدة من المزايا.',
    sizes: 'تأتي الباقات بهذه الأحجام:',
    unlimited: glossary.unlimitedSubjects,
    popular: 'الأكثر اختيارًا',
    included: 'ما تحصل عليه',
    items: {
      monthly: { name: bundles.monthly, note: 'تُدفع كل شهر', cta: `اختر ${bundles.monthly}` },
      term: { name: bundles.term, note: 'تُدفع كل ترم', cta: `اختر ${bundles.term}` },
      yearly: { name: bundles.yearly, note: 'تُدفع كل سنة', cta: `اختر ${bundles.yearly}` },
      premium: { name: bundles.premium, note: glossary.unlimitedSubjects, cta: `اختر ${bundles.premium}` },
    },
  },
  compare: {
    title: 'قارن بين الباقات',
    lead: 'ما تشمله كل باقة، ميزة بميزة.',
    caption: `المزايا في ${bundles.monthly} و${bundles.term} و${bundles.yearly}`,
    feature: 'الميزة',
    included: 'متاحة',
    notIncluded: 'غير متاحة',
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
          'يمكنك ذلك أيضًا. يسري الانتقال إلى الباقة الأصغر من بداية مدة الاشتراك التالية، وحتى ذلك الحين تبقى لك كل مزايا باقتك الحالية.',
      },
      refund: {
        question: 'هل يمكنني استرداد ما دفعته؟',
        answer:
          'نعم. اطلب الاسترداد خلال {days} من الشراء، ونردّ إليك المبلغ كاملًا. بعد {days} لا يُستردّ المبلغ.',
      },
      price: {
        question: 'كيف يُحسب سعر اشتراكي؟',
        answer:
          'لكل مادة سعر ثابت حسب مدة الاشتراك: {monthly}، أو {term}، أو {yearly}. والإجمالي هو هذا السعر مضروبًا في عدد موادك، وتحسبه لك حاسبة الأسعار في هذه الصفحة.',
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
