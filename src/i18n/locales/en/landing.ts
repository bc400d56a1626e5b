import type { PluralForms } from '../../format.ts'

/** Copy of the landing page (`/`), section by section. */
export const landing = {
  meta: {
    title: 'Faheem | Your AI study assistant for the Egyptian curriculum',
    description:
      'Faheem is an AI study assistant aligned with the Egyptian and Arab curricula: personal study plans, adaptive quizzes and clear progress reports for students, teachers and parents.',
  },
  hero: {
    eyebrow: 'Built around the Egyptian curriculum',
    title: 'Study smarter with a tutor that understands you',
    description:
      'Faheem builds a study plan around your curriculum, explains every lesson at your pace and shows you exactly where you stand, in Arabic or English.',
    tryCta: 'Try Faheem free',
    downloadCta: 'Download the app',
    perks: ['Free basic version', 'On your phone and the web', 'Arabic and English'],
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
      points: { one: '+{count} point', other: '+{count} points' } as PluralForms,
      weekly: 'This week',
    },
  },
  howItWorks: {
    eyebrow: 'How it works',
    title: 'From sign-up to real progress in four steps',
    lead: 'No complicated setup. In a few minutes Faheem knows your level and builds your plan.',
    stepLabel: 'Step {n}',
    steps: {
      signUp: {
        title: 'Sign up and choose your subjects',
        body: 'Create your account, pick your school year and the subjects you want to study.',
      },
      assess: {
        title: 'Take a short level check',
        body: 'A few quick questions show Faheem what you already know and where to begin.',
      },
      learn: {
        title: 'Learn and practise',
        body: 'Lessons explained step by step, with quizzes that adapt to your answers.',
      },
      track: {
        title: 'Track your progress',
        body: 'See your scores rise week by week and know exactly what to revise next.',
      },
    },
  },
  insights: {
    eyebrow: 'Progress you can see',
    title: 'Every lesson counts, and you can see it',
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
      summary: { one: '+{count} point since {month}', other: '+{count} points since {month}' } as PluralForms,
    },
    pie: {
      title: 'Study time by subject',
      description: 'The share of study time each subject took this term.',
      tableCaption: 'Share of study time by subject',
      subjectHeader: 'Subject',
      shareHeader: 'Share',
      sliceName: '{subject}: {value}',
      centerValue: { one: '{count} subject', other: '{count} subjects' } as PluralForms,
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
        title: 'A study plan made for you',
        body: 'Your plan follows your curriculum, your level and your exam dates, and changes as you improve.',
      },
      quizzes: {
        title: 'Quizzes that adapt to you',
        body: 'Each question is chosen from your last answers: not too easy, not too hard.',
      },
      summaries: {
        title: 'AI summaries',
        body: 'Any lesson turned into a short, clear summary you can revise in minutes.',
      },
      voice: {
        title: 'Voice tutoring',
        body: 'Ask your question out loud and hear the explanation, as if your teacher were beside you.',
      },
      reports: {
        title: 'Clear progress reports',
        body: 'See what you have mastered and what needs more work, subject by subject.',
      },
      offline: {
        title: 'Learn offline',
        body: 'Download your lessons and keep studying without the internet; your progress syncs later.',
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
        body: 'Revision plans, model exams and focused practice on your weak points before the big day.',
      },
      together: {
        title: 'Learning together',
        body: 'Study with classmates, share summaries and challenge each other with quizzes.',
      },
    },
  },
  audiences: {
    eyebrow: 'For everyone in the journey',
    title: 'One app for students, teachers and parents',
    lead: 'Each of them sees what matters to them.',
    items: {
      students: {
        title: 'Students',
        body: 'Understand your lessons and study with confidence, at your own pace.',
        points: [
          'Explanations that fit your level',
          'Daily practice that takes minutes',
          'Points for every goal you reach',
        ],
      },
      teachers: {
        title: 'Teachers',
        body: 'Spend your time teaching, not marking.',
        points: [
          'Teaching tailored to each student',
          'Analysis of every student’s performance',
          'A dashboard for the whole class',
        ],
      },
      parents: {
        title: 'Parents',
        body: 'Follow your child’s progress without pressure or guesswork.',
        points: [
          'Follow progress at any time',
          'Regular, easy-to-read reports',
          'Know early where help is needed',
        ],
      },
    },
  },
  stats: {
    title: 'Faheem in numbers',
    studentsFigure: '{value}M+',
    studentsLabel: 'students learn with Faheem',
    ratingLabel: 'average rating from our users',
    institutionsFigure: '{value}+',
    institutionsLabel: 'schools and institutions trust us',
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
          'Yes. Lessons, quizzes and study plans are built around the Egyptian and Arab curricula, year by year and subject by subject.',
      },
      free: {
        question: 'Is Faheem free?',
        answer:
          'There is a free basic version with limited features. The paid version unlocks every feature, voice tutoring included.',
      },
      devices: {
        question: 'Which devices does it work on, and does it need the internet?',
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
    body: 'Start free today: your plan is ready in minutes.',
    tryCta: 'Try Faheem free',
    downloadCta: 'Download the app',
  },
}
