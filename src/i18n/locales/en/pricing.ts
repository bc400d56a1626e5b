/** Copy of the pricing page (`/pricing`). Prices and features are data: src/content/pricing.ts */
import type { PluralForms } from '#src/i18n/format.ts'
import { glossary } from './glossary.ts'

const days: PluralForms = { one: '{count} day', other: '{count} days' }
const { bundles } = glossary

export const pricing = {
  meta: {
    title: 'Pricing | Faheem',
    description:
      'Faheem’s prices in Egyptian pounds, two ways: pay by the subject, per month, per term or per year, or choose a ready-made bundle at one fixed price. Full refund within {days} of purchase.',
  },
  hero: {
    eyebrow: 'Pricing',
    title: 'Clear prices in Egyptian pounds',
    /** Names the two ways to pay, and the list of them below it (hero.ways). */
    description: 'Two ways to subscribe: by the subject, or with a ready-made bundle at one fixed price.',
    /** {days}: the refund window, e.g. "7 days". */
    refund: 'Full refund within {days}',
    upgrade: 'Upgrade at any time',
    platforms: 'On your phone and on the web',
    /** The two ways to pay, named at the top of the page; each links to its section. */
    ways: {
      perSubject: {
        name: 'By the subject',
        body: 'One subject’s price for the billing period, times the number of subjects. Where a bundle of the same period covers that choice for no more, the price calculator names it.',
        link: 'Work out your price',
      },
      bundle: {
        name: 'With a bundle',
        body: 'One fixed price for a set number of subjects, or unlimited subjects, for one billing period.',
        link: 'See the bundles',
      },
    },
  },
  /** A number of days: the refund window. */
  days,
  calculator: {
    title: 'Work out your price',
    lead: 'Choose the number of subjects and your billing period; your total updates at once.',
    subjectsLabel: 'Number of subjects',
    /** The subject count: the slider's spoken value, its visible value and the breakdown. */
    subjects: glossary.subject,
    periodLegend: glossary.billingPeriod,
    /** {price}: one subject's price for the period. */
    perSubject: '{price} per subject',
    totalLabel: 'Total',
    /** {subjects} × {price} = {total}, e.g. "3 subjects × EGP 150 = EGP 450". */
    breakdown: '{subjects} × {price} = {total}',
    /**
     * Beside the total, the cheapest bundle of the same period that covers the choice at no more
     * than the total (src/features/pricing/lib/covering-bundle.ts). {bundle}: its name;
     * {subjects}: its size ("3 subjects"); {price}: its price; {per}: its period ("per term").
     */
    bundle: 'The {bundle} covers your choice for no more than this total: {subjects} for {price} {per}.',
    /** The same, for a bundle without a limit on subjects. */
    bundleUnlimited:
      'The {bundle} covers your choice for no more than this total: unlimited subjects for {price} {per}.',
    bundleLink: 'See the {bundle}',
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
  plans: {
    title: 'Ready-made bundles',
    lead: 'Each bundle has a fixed price for one billing period and covers a set number of subjects, or unlimited subjects in the Premium bundle.',
    /** A bundle's size: a count of subjects (glossary.subject), or this. */
    unlimited: glossary.unlimitedSubjects,
    recommended: glossary.recommended,
    included: 'What it includes',
    /** Each card's call to action: it opens the app-install link, so it says where it leads. */
    cta: 'Subscribe in the app',
    items: {
      monthly: { name: bundles.monthly },
      term: { name: bundles.term },
      yearly: { name: bundles.yearly },
      premium: { name: bundles.premium },
    },
    /** The free basic version: what the owner says of it (limited features), and nothing more. */
    free: {
      text: 'Not ready to subscribe? Faheem has a free basic version with limited features.',
      cta: 'Try the free version in the app',
    },
  },
  compare: {
    title: 'Compare the bundles',
    lead: 'Each bundle’s subjects, billing period and price, then what it includes, feature by feature.',
    caption: 'The bundles side by side: subjects, billing period, price and features',
    feature: 'Bundle',
    /** The rows that open the table, before the features. */
    subjects: 'Subjects',
    /** The subjects cell of the bundle without a limit (under "Subjects"). */
    unlimited: 'Unlimited',
    period: glossary.billingPeriod,
    price: 'Price',
    included: glossary.included,
    notIncluded: glossary.notIncluded,
  },
  faq: {
    title: 'Subscription questions',
    lead: 'Short answers about your price, changing your subscription and refunds.',
    items: {
      upgrade: {
        question: 'Can I move up to a bigger bundle?',
        answer:
          'Yes, at any time. An upgrade takes effect as soon as you make it, so the new features are yours straight away.',
      },
      downgrade: {
        question: 'And if I want a smaller bundle?',
        answer:
          'You can do that too. A downgrade takes effect at the start of the next billing period; until then you keep everything in your current bundle.',
      },
      refund: {
        question: 'Can I get my money back?',
        /** {days}: the refund window, e.g. "7 days". */
        answer:
          'Yes. Ask within {days} of your purchase and we’ll refund you in full. After {days}, we can’t offer a refund.',
      },
      price: {
        question: 'How is my price worked out?',
        /** {monthly}, {term}, {yearly}: one subject's price with its period, e.g. "EGP 100 per month". */
        answer:
          'It depends on how you subscribe. By the subject, each subject costs {monthly}, {term} or {yearly}, and the price calculator on this page adds them up. A bundle has one fixed price for a set number of subjects, or unlimited subjects, for one billing period: see the bundles on this page.',
      },
    },
  },
  cta: {
    title: 'Start studying with Faheem today',
    /** {days}: the refund window. */
    description:
      'Subscribe in the app and choose your subjects. If it isn’t right for you, get a full refund within {days} of purchase.',
    button: 'Subscribe in the app',
  },
}
