/** The chrome every page shares: navigation, footer, metadata of the not-found page. */
export const site = {
  brand: 'Faheem',
  skipLink: 'Skip to main content',
  homeLink: 'Faheem, home page',
  nav: {
    label: 'Main',
    pricing: 'Pricing',
    tryCta: 'Try the app',
    switchTo: 'English',
    switchToLabel: 'Switch the page to English',
  },
  share: {
    tagline: 'Aligned with the Egyptian and Arab curricula. For students, teachers and parents.',
    imageAlt: 'Faheem: study smarter with an assistant that understands you',
  },
  newTab: '(opens in a new tab)',
  footer: {
    about:
      'Faheem is an AI study assistant aligned with the Egyptian and Arab curricula. It helps students understand, practise and track their progress, and keeps teachers and parents in the picture.',
    platform: 'Product',
    features: 'Features',
    howItWorks: 'How it works',
    pricing: 'Pricing',
    faq: 'FAQ',
    contact: 'Contact us',
    email: 'Email',
    phone: 'Phone',
    address: 'Address',
    company: 'Company',
    about_: 'About us',
    /** Links, once their pages exist (src/config/site.ts, company). */
    careers: 'Careers',
    blog: 'Blog',
    /** Plain text while a page does not exist: it says so, and is no link. */
    careersNotYet: 'Careers (no openings posted yet)',
    blogNotYet: 'Blog (not yet published)',
    contactUs: 'Email us',
    /** The privacy notice (src/features/privacy/): short, it is on every page's first round trip. */
    privacy: 'Privacy',
    /** The glossary's downloadApp, written out: importing the glossary would put it in every page's code. */
    qrTitle: 'Download the app',
    qrAlt: 'QR code that opens the Faheem app download page',
    qrCaption: 'Scan with your phone camera to download Faheem.',
    copyright: '© {year} Faheem. All rights reserved.',
  },
  notFound: {
    title: 'Page not found | Faheem',
    description: 'This page does not exist. Go back to the Faheem home page.',
    heading: 'Oops! Page not found',
    body: 'The page you are looking for does not exist or has moved.',
    home: 'Back to the home page',
  },
}
