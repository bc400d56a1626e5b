import type { Catalog } from '#src/i18n/locales/en/index.ts'
import { glossary } from '../glossary.ts'

export const features = {
  eyebrow: 'المزايا',
  title: 'كل ما تحتاجه لتفهم، لا لتحفظ فقط',
  lead: 'أدوات صُمّمت لتناسب طريقة مذاكرة الطلاب في مصر.',
  items: {
    plans: {
      title: glossary.features.studyPlan,
      body: 'تسير خطتك مع منهجك ومستواك ومواعيد امتحاناتك، وتتغيّر كلما تقدّمت.',
    },
    quizzes: {
      title: glossary.features.adaptiveQuizzes,
      body: 'يُختار كل سؤال بناءً على إجاباتك السابقة: لا سهل يُملّ، ولا صعب يُحبط.',
    },
    summaries: {
      title: glossary.features.aiSummaries,
      body: 'يحوّل فهيم أي درس إلى ملخّص قصير وواضح تراجع منه قبل الامتحان.',
    },
    voice: {
      title: glossary.features.voiceTutoring,
      body: 'اسأل بصوتك واستمع إلى الشرح، كأن معلّمك يجلس بجوارك.',
    },
    reports: {
      title: glossary.features.progressTracking,
      body: 'تقارير واضحة تُريك ما أتقنته وما يحتاج إلى مزيد من التدريب، مادةً بمادة.',
    },
    offline: {
      title: glossary.features.offlineLearning,
      body: 'نزّل دروسك وواصل المذاكرة بلا اتصال، ويُحدَّث تقدّمك حين تعود إلى الإنترنت.',
    },
  },
} satisfies Catalog['landing']['features']
