/**
 * The glossary: the one English name of every product term (docs/copy-style.md). The landing
 * features, the plan cards, the comparison table, the calculator, the FAQ and the structured
 * data all read these strings; nothing else spells a feature, a period or a bundle.
 * The Arabic glossary (../ar/glossary.ts) has the same keys, each with its one Arabic name.
 */
import type { PluralForms } from '#src/i18n/format.ts'

export const glossary = {
  /** The app's features: the spec's bundle list, plus the other features the landing page names. */
  features: {
    studyPlan: 'Personal study plan',
    adaptiveQuizzes: 'Adaptive quizzes',
    aiSummaries: 'AI summaries',
    progressTracking: 'Progress tracking',
    voiceTutoring: 'Voice tutoring',
    offlineLearning: 'Offline learning',
    appAccess: '24/7 app access',
    points: 'Faheem points',
    teacherDashboard: 'Teacher dashboard',
  },
  /** The billing periods: the name (a noun) and the per-period label (one form for all three). */
  periods: {
    monthly: { name: 'Month', per: 'per month' },
    term: { name: 'Term', per: 'per term' },
    yearly: { name: 'Year', per: 'per year' },
  },
  /** The four ready-made bundles (never "plans": a plan is the student's study plan). */
  bundles: {
    monthly: 'Monthly bundle',
    term: 'Term bundle',
    yearly: 'Yearly bundle',
    premium: 'Premium bundle',
  },
  /** What the calculator and the bundles count. */
  subject: { one: '{count} subject', other: '{count} subjects' } as PluralForms,
  unlimitedSubjects: 'Unlimited subjects',
  /** The calculator's choice between month, term and year. */
  billingPeriod: 'Billing period',
  /** Any of the four bundles, in running copy ("every paid bundle"); never "the paid version". */
  paidBundle: 'paid bundle',
  /** The badge of the highlighted bundle: a recommendation, never a popularity claim. */
  recommended: 'Recommended',
  /** A comparison-table cell: the bundle's card lists the feature, or does not. */
  included: 'Included',
  notIncluded: 'Not included',
  /** The one call to get the app (buttons, footer). */
  downloadApp: 'Download the app',
}
