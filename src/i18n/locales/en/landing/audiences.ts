import { glossary } from '../glossary.ts'

const { features: f, bundles: b } = glossary

export const audiences = {
  eyebrow: 'For students and the people who support them',
  title: 'One app for students, teachers and parents',
  lead: 'Each sees what matters to them.',
  items: {
    students: {
      title: 'Students',
      body: 'Understand your lessons and study with confidence, at your own pace.',
      points: [
        'Explanations that fit your level',
        'Short daily practice',
        `${f.points} for every goal you reach, in the ${b.yearly} and the ${b.premium}`,
      ],
    },
    teachers: {
      title: 'Teachers',
      body: 'See where each student stands, and teach to what they need.',
      points: [
        'Teaching tailored to each student',
        'Student performance insights',
        `${f.teacherDashboard} in the ${b.premium}: the whole class on one page`,
      ],
    },
    parents: {
      title: 'Parents',
      body: 'Follow your child’s progress without pressure or guesswork.',
      points: [
        `${f.progressTracking} at any time`,
        'Regular, easy-to-read reports',
        'Which subjects your child needs help with',
      ],
    },
  },
}
