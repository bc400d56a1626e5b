import { glossary } from '../glossary.ts'

const { bundles: b } = glossary

export const features = {
  eyebrow: 'Features',
  title: 'Everything you need to understand, not just memorise',
  lead: 'Tools built for the way students in Egypt study; the pricing page shows what each bundle includes.',
  items: {
    plans: {
      title: glossary.features.studyPlan,
      body: 'Your study plan follows your curriculum and your level, and changes as you improve.',
    },
    quizzes: {
      title: glossary.features.adaptiveQuizzes,
      body: 'Questions get harder or easier depending on your answers, so they are never too easy and never too hard.',
    },
    summaries: {
      title: glossary.features.aiSummaries,
      body: 'Faheem turns a lesson into a short, clear summary to revise from before an exam.',
    },
    voice: {
      title: glossary.features.voiceTutoring,
      // A feature only some bundles include names them (src/i18n/feature-offers.test.ts).
      body: `Ask your question out loud and hear the explanation, as if your teacher were beside you. It comes with the ${b.term}, the ${b.yearly} and the ${b.premium}.`,
    },
    reports: {
      title: glossary.features.progressTracking,
      body: 'Clear reports show what you have mastered and what needs more work, subject by subject.',
    },
    offline: {
      title: glossary.features.offlineLearning,
      body: 'Download your lessons and keep studying without the internet; your progress syncs when you are back online.',
    },
  },
}
