export const closing = {
  title: 'Ready to study smarter?',
  body: 'Start free today, and move to the paid version whenever you like.',
  tryCta: 'Try Faheem free',
  downloadCta: 'Download the app',
}
