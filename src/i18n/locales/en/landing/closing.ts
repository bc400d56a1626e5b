import { glossary } from '../glossary.ts'

export const closing = {
  title: 'Ready to study smarter?',
  body: `Start free today, and move to a ${glossary.paidBundle} whenever you like.`,
  tryCta: 'Start free in the app',
  downloadCta: glossary.downloadApp,
}
