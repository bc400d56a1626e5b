import { glossary } from '../glossary.ts'

export const audiences = {
  eyebrow: 'For students and everyone around them',
  title: 'One app for students, teachers and parents',
  lead: 'Each sees what matters to them.',
  items: {
    students: {
      title: 'Students',
      body: 'Understand your lessons and study with confidence, at your own pace.',
      points: [
        'Explanations that fit your level',
        'Short daily practice',
        `${glossary.features.points} for every goal you reach`,
      ],
    },
    teachers: {
      title: 'Teachers',
      body: 'See where each student stands, and teach to what they need.',
      points: [
        'Teaching tailored to each student',
        'Analysis of student performance',
        `${glossary.features.teacherDashboard}: the whole class on one page`,
      ],
    },
    parents: {
      title: 'Parents',
      body: 'Follow your child’s progress without pressure or guesswork.',
      points: [
        `${glossary.features.progressTracking} at any time`,
        'Regular, easy-to-read reports',
        'The subjects where your child needs support',
      ],
    },
  },
}
