/**
 * The glossary in Arabic: the one Arabic name of every product term (docs/copy-style.md), under
 * the keys of the English glossary (../en/glossary.ts). The school term is «الترم», never «الفصل»
 * (the classroom); the billing period is «مدة الاشتراك».
 */
import type { Catalog } from '../en/index.ts'

export const glossary = {
  features: {
    studyPlan: 'خطة مذاكرة شخصية',
    adaptiveQuizzes: 'اختبارات تتكيّف مع مستواك',
    aiSummaries: 'ملخّصات بالذكاء الاصطناعي',
    progressTracking: 'متابعة التقدّم',
    voiceTutoring: 'الشرح الصوتي',
    offlineLearning: 'المذاكرة دون إنترنت',
    appAccess: 'استخدام التطبيق على مدار الساعة',
    points: 'نقاط فهيم',
    teacherDashboard: 'لوحة المعلّم',
  },
  periods: {
    monthly: { name: 'شهر', per: 'شهريًا' },
    term: { name: 'ترم', per: 'للترم' },
    yearly: { name: 'سنة', per: 'سنويًا' },
  },
  bundles: {
    monthly: 'الباقة الشهرية',
    term: 'باقة الترم',
    yearly: 'الباقة السنوية',
    premium: 'باقة بريميوم',
  },
  subject: {
    zero: 'لا مواد',
    one: 'مادة واحدة',
    two: 'مادتان',
    few: '{count} مواد',
    many: '{count} مادة',
    other: '{count} مادة',
  },
  unlimitedSubjects: 'عدد غير محدود من المواد',
  billingPeriod: 'مدة الاشتراك',
  paidBundle: 'باقة مدفوعة',
  recommended: 'الباقة المرشّحة',
  included: 'مشمولة',
  notIncluded: 'غير مشمولة',
  /** One verb for getting the app: «حمّل» (never «نزّل»). */
  downloadApp: 'حمّل التطبيق',
} satisfies Catalog['glossary']
