import type { PluralForms } from '#src/i18n/format.ts'
import { glossary } from './glossary.ts'

const { features } = glossary

/** Copy of the landing page (`/`), section by section. */
export const landing = {
  meta: {
    title: 'Faheem | Your AI study assistant for the Egyptian curriculum',
    description:
      'Faheem is an AI study assistant aligned with the Egyptian and Arab curricula: a personal study plan, adaptive quizzes and progress tracking, for students, teachers and parents.',
  },
  hero: {
    eyebrow: 'Aligned with the Egyptian curriculum',
    title: 'Study smarter with an assistant that understands you',
    description:
      'Faheem builds a study plan around your curriculum, explains every lesson at your pace and shows you exactly where you stand, in Arabic or English.',
    tryCta: 'Try Faheem free',
    downloadCta: 'Download the app',
    perks: ['Free basic version', 'On your phone and on the web', 'Arabic and English'],
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
  },
  howItWorks: {
    eyebrow: 'How it works',
    title: 'From sign-up to real progress in four steps',
    lead: 'No complicated setup: Faheem finds your level, then builds your study plan.',
    stepLabel: 'Step {n}',
    steps: {
      signUp: {
        title: 'Sign up and choose your subjects',
        body: 'Create your account, then pick your grade and the subjects you want to study.',
      },
      assess: {
        title: 'Find your level with a short quiz',
        body: 'A few quick questions show Faheem what you have mastered and where to begin.',
      },
      learn: {
        title: 'Learn and practise',
        body: 'Lessons explained step by step, with quizzes that adapt to your level.',
      },
      track: {
        title: 'Track your progress',
        body: 'See your scores week by week, and which lessons need revision.',
      },
    },
  },
  insights: {
    eyebrow: 'Progress you can see',
    title: 'Your scores, study time and progress at a glance',
    lead: 'Faheem turns your study into clear charts, so you and your family know where you stand.',
    sampleNote: 'Illustrative figures for one student, to show what Faheem’s reports look like.',
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
      description: 'Out of {max}, from {from} to {to}.',
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
      description: 'The share of study time each subject took this term.',
      tableCaption: 'Share of study time by subject',
      subjectHeader: 'Subject',
      shareHeader: 'Share',
      sliceName: '{subject}: {value}',
      centerValue: glossary.subject,
      centerLabel: 'this term',
    },
    bar: {
      title: 'Before and after Faheem',
      description: 'Average score per subject, out of {max}.',
      tableCaption: 'Average score per subject before and after Faheem (out of {max})',
      subjectHeader: 'Subject',
      before: 'Before Faheem',
      after: 'With Faheem',
      barName: '{subject}, {series}: {value}',
      tooltipValue: '{series}: {value}',
    },
  },
  features: {
    eyebrow: 'Features',
    title: 'Everything you need to understand, not just memorise',
    lead: 'Tools built for the way students in Egypt really study.',
    items: {
      plans: {
        title: features.studyPlan,
        body: 'Your study plan follows your curriculum, your level and your exam dates, and changes as you improve.',
      },
      quizzes: {
        title: features.adaptiveQuizzes,
        body: 'Each question is chosen from your last answers: not too easy, not too hard.',
      },
      summaries: {
        title: features.aiSummaries,
        body: 'Faheem turns any lesson into a short, clear summary to revise from before an exam.',
      },
      voice: {
        title: features.voiceTutoring,
        body: 'Ask your question out loud and hear the explanation, as if your teacher were beside you.',
      },
      reports: {
        title: features.progressTracking,
        body: 'Clear reports show what you have mastered and what needs more work, subject by subject.',
      },
      offline: {
        title: features.offlineLearning,
        body: 'Download your lessons and keep studying without the internet; your progress syncs when you are back online.',
      },
    },
  },
  useCases: {
    eyebrow: 'When Faheem helps',
    title: 'By your side all through the school year',
    lead: 'From tonight’s homework to the final exam.',
    items: {
      homework: {
        title: 'Homework help',
        body: 'Stuck on a question? Faheem guides you to the answer step by step, so you learn the method.',
      },
      exams: {
        title: 'Exam preparation',
        body: 'Focused revision of your weak points, lesson by lesson, before the exam.',
      },
      together: {
        title: 'Learning together',
        body: 'Study with your classmates and revise the same lessons together, each of you on your own study plan.',
      },
    },
  },
  audiences: {
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
          `${features.points} for every goal you reach`,
        ],
      },
      teachers: {
        title: 'Teachers',
        body: 'See where each student stands, and teach to what they need.',
        points: [
          'Teaching tailored to each student',
          'Analysis of student performance',
          `${features.teacherDashboard}: the whole class on one page`,
        ],
      },
      parents: {
        title: 'Parents',
        body: 'Follow your child’s progress without pressure or guesswork.',
        points: [
          `${features.progressTracking} at any time`,
          'Regular, easy-to-read reports',
          'A clear view of where help is needed',
        ],
      },
    },
  },
  stats: {
    title: 'Faheem in numbers',
    /** Above a figure that is a lower bound ("more than 1M students"). */
    moreThan: 'More than',
    /** The students figure, in millions. */
    studentsFigure: { one: '{count}M', other: '{count}M' } as PluralForms,
    studentsLabel: 'students study with Faheem',
    ratingLabel: 'average rating from our users',
    institutionsLabel: 'schools and institutions use Faheem',
  },
  faq: {
    eyebrow: 'Questions',
    title: 'Frequently asked questions',
    lead: 'Quick answers to what students and parents ask us most.',
    more: 'Another question? Write to us at {email}.',
    items: {
      curriculum: {
        question: 'Does Faheem follow the Egyptian curriculum?',
        answer:
          'Yes. Faheem is aligned with the Egyptian and Arab curricula: its lessons, quizzes and study plans are built on them.',
      },
      free: {
        question: 'Is Faheem free?',
        answer:
          'There is a free basic version with limited features. The paid version unlocks every feature, voice tutoring included.',
      },
      devices: {
        question: 'Which devices does Faheem work on, and does it need the internet?',
        answer:
          'Faheem works on mobile phones and on the web. You can download lessons to study offline, and your progress syncs when you are back online.',
      },
      parents: {
        question: 'How can parents follow their child’s progress?',
        answer:
          'Parents receive regular reports on study time, scores and the subjects that need attention, so they always know how things are going.',
      },
    },
  },
  closing: {
    title: 'Ready to study smarter?',
    body: 'Start free today, and move to the paid version whenever you like.',
    tryCta: 'Try Faheem free',
    downloadCta: 'Download the app',
  },
}
