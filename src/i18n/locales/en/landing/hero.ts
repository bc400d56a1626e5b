import type { PluralForms } from '#src/i18n/format.ts'
import { glossary } from '../glossary.ts'

export const hero = {
  eyebrow: 'Aligned with the Egyptian curriculum',
  title: 'Study smarter with an assistant that understands you',
  description:
    'Faheem builds a study plan that fits your curriculum and your level, explains lessons at your pace and shows you where you stand, in Arabic or English.',
  tryCta: 'Start free in the app',
  downloadCta: glossary.downloadApp,
  perks: ['Free basic version', 'On your phone and on the web', 'In Arabic and English'],
  phone: {
    label: 'The Faheem app on a phone: an algebra question, answered correctly.',
    subject: 'Maths · Algebra',
    progress: 'Question {current} of {total}',
    prompt: 'Find the value of {x}',
    variable: 'x',
    equation: '{a}{x} + {b} = {c}',
    feedbackTitle: 'Correct, well done!',
    feedbackBody: 'Subtract {b}, then divide by {a}.',
    next: 'Next question',
    streak: { one: '{count}-day streak', other: '{count}-day streak' } as PluralForms,
    /** Points won: the sign is added by formatChange (src/i18n/format.ts), never written here. */
    points: { one: '{count} point', other: '{count} points' } as PluralForms,
    weekly: 'This week',
  },
}
