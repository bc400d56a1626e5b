import { glossary } from '../glossary.ts'

export const closing = {
  title: 'Ready to study smarter?',
  body: `Start free today, and move to a ${glossary.paidBundle} whenever you like.`,
  tryCta: 'Try Faheem free',
  downloadCta: glossary.downloadApp,
}
