/** Copy of the pricing page (`/pricing`). Prices and features are data: src/features/pricing/data/pricing.ts */
import type { PluralForms } from '#src/i18n/format.ts'
import { glossary } from './glossary.ts'

const days: PluralForms = { one: '{count} day', other: '{count} days' }
const { features, bundles } = glossary

export const pricing = {
  meta: {
    title: 'Pricing | Faheem',
    description:
      'Faheem prices in Egyptian pounds: pay per subject per month, per term or per year, or choose a ready-made bundle. Full refund within 7 days.',
  },
  hero: {
    eyebrow: 'Pricing',
    title: 'Clear prices in Egyptian pounds',
    description: 'Pay only for the subjects you study: work out your price, or choose a ready-made bundle.',
    /** {days}: the refund window, e.g. "7 days". */
    refund: 'Full refund within {days}',
    upgrade: 'Upgrade at any time',
    platforms: 'On your phone and on the web',
  },
  /** A number of days: the refund window. */
  days,
  calculator: {
    title: 'Work out your price',
    lead: 'Choose how many subjects you study and your billing period; your total updates at once.',
    subjectsLabel: 'Number of subjects',
    /** The subject count: the slider's spoken value, its visible value and the breakdown. */
    subjects: glossary.subject,
    periodLegend: glossary.billingPeriod,
    /** {price}: one subject's price for the period. */
    perSubject: '{price} per subject',
    totalLabel: 'Total',
    /** {subjects} × {price} = {total}, e.g. "3 subjects × EGP 150 = EGP 450". */
    breakdown: '{subjects} × {price} = {total}',
    /** {bundle}: the bundle without a limit on subjects (read from the pricing data). */
    unlimited: 'Studying many subjects? The {bundle} has no limit on the number of subjects.',
    unlimitedLink: 'See the {bundle}',
    /** Sharing the quote's address with someone else (a parent, say). */
    share: {
      button: 'Share this price',
      /** The Web Share API's title and text; the address follows them. {breakdown}, {per}: as above. */
      title: 'My Faheem price',
      text: 'My Faheem price: {breakdown} {per}',
      copied: 'Link copied. Paste it into a message to share it.',
      manual: 'Copy this link to share it:',
    },
  },
  periods: glossary.periods,
  /** The bundle features (keys in the pricing data module), named as in the glossary. */
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
    title: 'Ready-made bundles',
    lead: 'Each bundle covers a set number of subjects for one billing period, at a fixed price.',
    /** A bundle's size: a count of subjects (glossary.subject), or this. */
    unlimited: glossary.unlimitedSubjects,
    recommended: glossary.recommended,
    included: 'What it includes',
    items: {
      monthly: { name: bundles.monthly, cta: `Choose the ${bundles.monthly}` },
      term: { name: bundles.term, cta: `Choose the ${bundles.term}` },
      yearly: { name: bundles.yearly, cta: `Choose the ${bundles.yearly}` },
      premium: { name: bundles.premium, cta: `Choose the ${bundles.premium}` },
    },
  },
  compare: {
    title: 'Compare the bundles',
    lead: 'What each bundle includes, feature by feature.',
    caption: 'The features of each bundle',
    feature: 'Feature',
    included: glossary.included,
    notIncluded: glossary.notIncluded,
  },
  faq: {
    title: 'Subscription questions',
    lead: 'Short answers about changing your subscription and getting your money back.',
    items: {
      upgrade: {
        question: 'Can I move up to a bigger bundle?',
        answer:
          'Yes, at any time. An upgrade applies as soon as you make it, so the new features are yours straight away.',
      },
      downgrade: {
        question: 'And if I want a smaller bundle?',
        answer:
          'You can do that too. A downgrade applies from the start of your next billing period; until then you keep everything in your current bundle.',
      },
      refund: {
        question: 'Can I get my money back?',
        /** {days}: the refund window, e.g. "7 days". */
        answer:
          'Yes. Ask within {days} of your purchase and we’ll refund you in full. After {days}, payments are not refunded.',
      },
      price: {
        question: 'How is my price worked out?',
        /** {monthly}, {term}, {yearly}: one subject's price with its period, e.g. "EGP 100 per month". */
        answer:
          'Each subject has one price for each billing period: {monthly}, {term} or {yearly}. Your total is that price times the number of your subjects, and the price calculator on this page does the sum for you.',
      },
    },
  },
  cta: {
    title: 'Start studying with Faheem today',
    /** {days}: the refund window. */
    description:
      'Download the app, choose your subjects and start learning. Not the right fit? Get a full refund within {days} of purchase.',
    button: 'Subscribe now',
  },
}
