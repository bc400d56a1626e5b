/**
 * Copy of the privacy notice (`/privacy`): what this website stores and sends, never the app's
 * data. Every fact in it is filled from code or held by a test (src/features/privacy/, e2e/privacy-notice.spec.ts).
 */
import type { PluralForms } from '#src/i18n/format.ts'

/** A number of days: how long the server's log lines are kept. */
const days: PluralForms = { one: '{count} day', other: '{count} days' }

export const privacy = {
  meta: {
    title: 'What this website stores | Faheem',
    description:
      'No cookies, no analytics, no requests to other sites: what the Faheem website keeps in your browser and what its server records, in plain words.',
  },
  hero: {
    eyebrow: 'Privacy',
    title: 'What this website stores',
    lead: 'This page is about the Faheem website you are reading, not the app: what the site keeps in your browser, and what our server records when you visit.',
  },
  noTracking: {
    title: 'No cookies, no tracking',
    points: [
      'It sets no cookies in your browser.',
      'It uses no analytics and shows no ads.',
      'It loads nothing from any other website: fonts, images and code all come from this site.',
    ],
  },
  choice: {
    title: 'Your choice of language',
    /** {english}, {arabic}: the language switch's two labels; {key}: the storage key (src/i18n/lang.ts). */
    saved:
      'When you use the language switch ({english} or {arabic}), the site saves your choice in your browser’s local storage, under the name {key}, so that it opens in that language on your next visit.',
    /** {ar}, {en}: the two values it can hold. */
    value: 'It saves two letters only: {ar} for Arabic or {en} for English.',
    never: 'If you never use the switch, the site stores nothing in your browser.',
    clear:
      'Switching back does not delete your choice: it saves the new one in its place. To delete it, clear this site’s data in your browser’s settings (usually found with cookies and site data).',
  },
  log: {
    title: 'What our server records',
    intro: 'For each page or file your browser asks this site for, our server writes one line with:',
    /** {full}, {kept}: an address and what the log keeps of it (src/features/privacy/data/facts.ts). */
    fields: [
      'your connection’s IP address, shortened so your full address is never kept: {full}, for example, is written {kept}, and of the longer, newer addresses (IPv6) only the first three of eight parts are kept;',
      'the date and time;',
      'the address of the page or file asked for, with whatever follows it in the address, such as your choices in the price calculator;',
      'the answer’s status (whether it was found, for example), how much was sent, and how long it took.',
    ],
    nothingElse: 'Nothing else: not your browser or device, not the page you came from.',
    /** {days}: how long the lines are kept (docs/deploy.md, "Logs"). */
    kept: 'We keep these lines for {days}, then delete them. We use them only to keep the site running, for example to see which network a sudden flood of requests comes from.',
  },
  days,
  leaving: {
    title: 'Links to other sites',
    /** {download}, {try}: the labels of two of the app's buttons (src/i18n/locales/en/site.ts). */
    app: 'The app’s buttons, such as “{download}” and “{try}”, open the app’s page in a new tab.',
    referrer: 'When you follow any link to another site, that site is not told which page you came from.',
  },
  app: {
    title: 'The app’s data',
    scope: 'This page does not cover the Faheem app’s data: the app has its own privacy policy.',
    /** When the policy has no address on the web (src/config/site.ts, appPrivacyUrl). */
    inApp: 'You can read it in the app.',
    link: 'Read the app’s privacy policy',
    /** {email}: the support address (src/config/site.ts). */
    questions: 'A question about this page? Email us at {email}.',
  },
}
