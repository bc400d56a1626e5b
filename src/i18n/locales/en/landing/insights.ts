import type { PluralForms } from '#src/i18n/format.ts'
import { glossary } from '../glossary.ts'

export const insights = {
  eyebrow: 'Progress you can see',
  title: 'Your scores, study time and progress at a glance',
  lead: 'Faheem turns your studying into clear charts, so you and your family know where you stand.',
  sampleNote:
    'All three charts show a sample student, with illustrative figures: this is what Faheem’s reports look like.',
  showTable: 'Show the figures as a table',
  monthsShort: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  monthsLong: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  subjects: {
    math: 'Maths',
    science: 'Science',
    arabic: 'Arabic',
    english: 'English',
  },
  line: {
    title: 'Monthly average score',
    description: 'A sample student’s scores out of {max}, {from} to {to}.',
    tableCaption: 'Monthly average score (out of {max})',
    monthHeader: 'Month',
    scoreHeader: 'Score',
    pointName: '{month}: {value}',
    tooltipValue: 'Score {value}',
    /** The change since the first month: the sign is added by formatChange, never written here. */
    summary: { one: '{count} point since {month}', other: '{count} points since {month}' } as PluralForms,
  },
  pie: {
    title: 'Study time by subject',
    description: 'How a sample student split their study time across subjects this term.',
    tableCaption: 'Share of study time by subject',
    subjectHeader: 'Subject',
    shareHeader: 'Share',
    sliceName: '{subject}: {value}',
    centerValue: glossary.subject,
    centerLabel: 'this term',
  },
  bar: {
    title: 'A sample student before and after Faheem',
    description: 'A sample student’s average score per subject, out of {max}.',
    tableCaption: 'Average score per subject before and after Faheem (out of {max})',
    subjectHeader: 'Subject',
    before: 'Before Faheem',
    after: 'After Faheem',
    barName: '{subject}, {series}: {value}',
    tooltipValue: '{series}: {value}',
  },
}
