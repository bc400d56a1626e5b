import type { Catalog } from '#src/i18n/locales/en/index.ts'
import { glossary } from '../glossary.ts'

const { bundles: b } = glossary

export const features = {
  eyebrow: 'المزايا',
  title: 'كل ما تحتاجه لتفهم، لا لتحفظ فقط',
  lead: 'أدوات صُمّمت لتناسب طريقة مذاكرة الطلاب في مصر، وفي صفحة الأسعار ما تشمله كل باقة.',
  items: {
    plans: {
      title: glossary.features.studyPlan,
      body: 'تراعي خطتك منهجك ومستواك، وتتطور كلما تقدّمت.',
    },
    quizzes: {
      title: glossary.features.adaptiveQuizzes,
      body: 'تزيد صعوبة الأسئلة أو تقلّ بحسب إجاباتك، فلا هي سهلة تُملّ ولا صعبة تُحبط.',
    },
    summaries: {
      title: glossary.features.aiSummaries,
      body: 'يحوّل فهيم الدرس إلى ملخّص قصير وواضح تراجع منه قبل الامتحان.',
    },
    voice: {
      title: glossary.features.voiceTutoring,
      body: `اسأل بصوتك واستمع إلى الشرح، كأن معلّمك بجوارك. وهو مشمول في ${b.term} و${b.yearly} و${b.premium}.`,
    },
    reports: {
      title: glossary.features.progressTracking,
      body: 'تقارير واضحة تُريك ما أتقنته وما يحتاج إلى مزيد من التدريب، مادةً بمادة.',
    },
    offline: {
      title: glossary.features.offlineLearning,
      body: 'حمّل دروسك وواصل المذاكرة دون إنترنت، ويُحدَّث تقدّمك حين تعود إلى الإنترنت.',
    },
  },
} satisfies Catalog['landing']['features']
