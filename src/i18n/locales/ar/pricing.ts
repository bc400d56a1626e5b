import type { Catalog } from '../en/index.ts'
import { glossary } from './glossary.ts'

const { bundles } = glossary

export const pricing = {
  meta: {
    title: 'الأسعار | فهيم',
    description:
      'أسعار فهيم بالجنيه المصري بطريقتين: اشترك بالمادة شهريًا أو للترم أو سنويًا، أو اختر باقة جاهزة بسعر ثابت. ويمكنك استرداد المبلغ كاملًا خلال {days} من الشراء.',
  },
  hero: {
    eyebrow: 'الأسعار',
    title: 'أسعار واضحة بالجنيه المصري',
    description: 'طريقتان للاشتراك: بالمادة، أو بباقة جاهزة بسعر ثابت.',
    refund: 'استرداد المبلغ كاملًا خلال {days}',
    upgrade: 'الترقية في أي وقت',
    platforms: 'على هاتفك وعلى الويب',
    ways: {
      perSubject: {
        name: 'بالمادة',
        body: 'سعر المادة الواحدة لمدة الاشتراك مضروبًا في عدد المواد. وإن غطّت باقةٌ من المدة نفسها هذا الاختيار بسعر لا يزيد عليه، ذكرتها لك حاسبة الأسعار.',
        link: 'احسب سعرك',
      },
      bundle: {
        name: 'بالباقة',
        body: 'سعر ثابت لعدد محدّد من المواد، أو لعدد غير محدود منها، لمدة اشتراك واحدة.',
        link: 'اطّلع على الباقات',
      },
    },
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
    lead: 'اختر عدد المواد ومدة الاشتراك، فيتغيّر الإجمالي أمامك فورًا.',
    subjectsLabel: 'عدد المواد',
    subjects: glossary.subject,
    periodLegend: glossary.billingPeriod,
    perSubject: '{price} للمادة',
    totalLabel: 'الإجمالي',
    breakdown: '{subjects} × {price} = {total}',
    bundle: '{bundle} تغطي اختيارك بما لا يزيد على هذا الإجمالي: {subjects} بسعر {price} {per}.',
    bundleUnlimited:
      '{bundle} تغطي اختيارك بما لا يزيد على هذا الإجمالي: عدد غير محدود من المواد بسعر {price} {per}.',
    bundleLink: 'اطّلع على {bundle}',
    share: {
      button: 'شارك هذا السعر',
      title: 'سعري على فهيم',
      text: 'سعري على فهيم: {breakdown} {per}',
      copied: 'نُسخ الرابط. الصقه في رسالة وأرسله.',
      manual: 'انسخ هذا الرابط وأرسله:',
    },
  },
  periods: glossary.periods,
  plans: {
    title: 'باقات جاهزة',
    lead: 'لكل باقة سعر ثابت لمدة اشتراكها، وتشمل عددًا محدّدًا من المواد، أو عددًا غير محدود في باقة بريميوم.',
    unlimited: glossary.unlimitedSubjects,
    recommended: glossary.recommended,
    included: 'ما تشمله الباقة',
    cta: 'اشترك من التطبيق',
    items: {
      monthly: { name: bundles.monthly },
      term: { name: bundles.term },
      yearly: { name: bundles.yearly },
      premium: { name: bundles.premium },
    },
    free: {
      text: 'لست مستعدًا للاشتراك بعد؟ في فهيم نسخة أساسية مجانية بمزايا محدودة.',
      cta: 'جرّب النسخة المجانية في التطبيق',
    },
  },
  compare: {
    title: 'قارن بين الباقات',
    lead: 'عدد مواد كل باقة ومدة اشتراكها وسعرها، ثم ما تشمله ميزةً بميزة.',
    caption: 'الباقات جنبًا إلى جنب: المواد ومدة الاشتراك والسعر والمزايا',
    feature: 'الباقة',
    subjects: 'المواد',
    unlimited: 'بلا حدود',
    period: glossary.billingPeriod,
    price: 'السعر',
    included: glossary.included,
    notIncluded: glossary.notIncluded,
  },
  faq: {
    title: 'أسئلة عن الاشتراك',
    lead: 'إجابات قصيرة عن سعرك، وتغيير اشتراكك، واسترداد ما دفعته.',
    items: {
      upgrade: {
        question: 'هل أستطيع الانتقال إلى باقة أكبر؟',
        answer: 'نعم، في أي وقت. تسري الترقية فور طلبها، فتحصل على مزايا باقتك الجديدة من يومها.',
      },
      downgrade: {
        question: 'وماذا لو أردت باقة أصغر؟',
        answer:
          'يمكنك ذلك أيضًا. تبدأ الباقة الأصغر مع بداية مدة اشتراكك التالية، وحتى ذلك الحين تبقى لك كل مزايا باقتك الحالية.',
      },
      refund: {
        question: 'هل يمكنني استرداد ما دفعته؟',
        answer:
          'نعم. اطلب الاسترداد خلال {days} من الشراء، ونعيد إليك المبلغ كاملًا. وبعد مرور {days} لا يمكن استرداده.',
      },
      price: {
        question: 'كيف يُحسب سعر اشتراكي؟',
        answer:
          'يعتمد ذلك على طريقة اشتراكك. بالمادة: سعر المادة الواحدة {monthly} أو {term} أو {yearly}، وفي هذه الصفحة حاسبة أسعار تجمع لك الإجمالي. وبالباقة: سعر ثابت لعدد محدّد من المواد، أو لعدد غير محدود منها، لمدة اشتراك واحدة، كما في الباقات الجاهزة.',
      },
    },
  },
  cta: {
    title: 'ابدأ المذاكرة مع فهيم اليوم',
    description:
      'اشترك من التطبيق واختر موادك. وإن لم يناسبك الاشتراك، فاسترد المبلغ كاملًا خلال {days} من الشراء.',
    button: 'اشترك من التطبيق',
  },
} satisfies Catalog['pricing']
