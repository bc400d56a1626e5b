/** Copy of the pricing page (`/pricing`). Prices and features are data: src/features/pricing/data/pricing.ts */
import type { PluralForms } from '../../format.ts'

const subjects: PluralForms = { one: '{count} subject', other: '{count} subjects' }
const days: PluralForms = { one: '{count} day', other: '{count} days' }

export const pricing = {
  meta: {
    title: 'Pricing | Faheem',
    description:
      'Faheem plans in Egyptian pounds: pay per subject monthly, per term or yearly, or choose a bundle. Full refund within 7 days.',
  },
  hero: {
    eyebrow: 'Pricing',
    title: 'Simple prices, in Egyptian pounds',
    description: 'Pay only for the subjects you study. Work out your price below, or pick a ready bundle.',
    /** {days}: the refund window, e.g. "7 days". */
    refund: 'Full refund within {days}',
    upgrade: 'Upgrade at any time',
    platforms: 'On your phone and on the web',
  },
  /** A number of days: the refund window. */
  days,
  calculator: {
    title: 'Work out your price',
    lead: 'Choose how many subjects you study and how you would like to pay. Your total updates as you go.',
    subjectsLabel: 'Number of subjects',
    /** The subject count: the slider's spoken value, its visible value and the breakdown. */
    subjects,
    periodLegend: 'Billing period',
    /** {price}: one subject's price for the period. */
    perSubject: '{price} a subject',
    totalLabel: 'Your total',
    /** {subjects} × {price} = {total}, e.g. "3 subjects × EGP 150 = EGP 450". */
    breakdown: '{subjects} × {price} = {total}',
    unlimited: 'Studying many subjects? The Premium bundle covers an unlimited number.',
    unlimitedLink: 'See the Premium bundle',
    /** Sending the quote's address to someone else (a parent, say). */
    share: {
      button: 'Send this price',
      /** The Web Share API's title and text; the address follows them. {breakdown}, {per}: as above. */
      title: 'My Faheem price',
      text: 'My Faheem price: {breakdown} {per}',
      copied: 'Link copied. Paste it into a message to send it.',
      manual: 'Copy this link to send it:',
    },
  },
  periods: {
    monthly: { name: 'Monthly', per: 'every month' },
    term: { name: 'Term', per: 'per school term' },
    yearly: { name: 'Yearly', per: 'per year' },
  },
  /** The bundle features (keys in the pricing data module). */
  features: {
    adaptiveQuizzes: 'Adaptive quizzes',
    aiSummaries: 'AI summaries',
    progressTracking: 'Progress tracking',
    appAccess: '24/7 app access',
    voiceTutoring: 'Voice tutoring',
    points: 'Faheem points',
    teacherDashboard: 'Teacher dashboard',
  },
  plans: {
    title: 'Ready-made bundles',
    lead: 'Prefer one price that covers everything? Choose the bundle that suits you.',
    popular: 'Most popular',
    included: 'What you get',
    items: {
      monthly: { name: 'Monthly', note: 'Paid every month', cta: 'Choose Monthly' },
      term: { name: 'Term', note: 'Paid once a school term', cta: 'Choose Term' },
      yearly: { name: 'Yearly', note: 'Paid once a year', cta: 'Choose Yearly' },
      premium: { name: 'Premium', note: 'Unlimited subjects', cta: 'Choose Premium' },
    },
  },
  compare: {
    title: 'Compare the plans',
    lead: 'What each billing period includes, feature by feature.',
    caption: 'Features included in the monthly, term and yearly plans',
    feature: 'Feature',
    included: 'Included',
    notIncluded: 'Not included',
  },
  faq: {
    title: 'Subscription questions',
    lead: 'Short answers about changing your plan and getting your money back.',
    items: {
      upgrade: {
        question: 'Can I move up to a bigger plan?',
        answer:
          'Yes, at any time. Your upgrade applies as soon as you make it, so the new features are yours straight away.',
      },
      downgrade: {
        question: 'And if I want a smaller plan?',
        answer:
          'You can do that too. A downgrade applies from the start of your next billing period; until then you keep everything in your current plan.',
      },
      refund: {
        question: 'Can I get my money back?',
        /** {days}: the refund window, e.g. "7 days". */
        answer:
          'Yes. Ask within {days} of your purchase and we refund you in full. After {days}, payments are not refunded.',
      },
      price: {
        question: 'How is my price worked out?',
        /** {monthly}, {term}, {yearly}: one subject's price for each period. */
        answer:
          'Each subject has one price per billing period: {monthly} a month, {term} a term or {yearly} a year. Your total is that price times the number of your subjects, and the calculator above does the sum for you.',
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
