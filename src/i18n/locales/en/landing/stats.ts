import type { PluralForms } from '#src/i18n/format.ts'

export const stats = {
  title: 'Faheem in numbers',
  /** Above a figure that is a lower bound ("more than 1M students"). */
  moreThan: 'More than',
  /** The students figure, in millions. */
  studentsFigure: { one: '{count}M', other: '{count}M' } as PluralForms,
  studentsLabel: 'students study with Faheem',
  ratingLabel: 'average rating',
  institutionsLabel: 'institutions use Faheem',
}
