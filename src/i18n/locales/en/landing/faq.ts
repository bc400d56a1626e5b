import { glossary } from '../glossary.ts'

const { features: f, bundles: b } = glossary

export const faq = {
  eyebrow: 'Questions',
  title: 'Frequently asked questions',
  lead: 'Quick answers to what students and parents ask us most.',
  more: 'Another question? Write to us at {email}.',
  items: {
    curriculum: {
      question: 'Is Faheem aligned with the Egyptian curriculum?',
      answer:
        'Yes. Faheem’s lessons, quizzes and study plans are aligned with the Egyptian and Arab curricula.',
    },
    free: {
      question: 'Is Faheem free?',
      // One bundle a sentence (src/i18n/bundle-claims.test.ts reads each against the cards).
      answer: `You can start free with the basic version, which has limited features. Every ${glossary.paidBundle} includes ${f.adaptiveQuizzes.toLowerCase()}, ${f.aiSummaries}, ${f.progressTracking.toLowerCase()} and ${f.appAccess}. The ${b.term} adds ${f.voiceTutoring.toLowerCase()}. The ${b.yearly} adds ${f.points} on top of that. The ${b.premium} adds the ${f.teacherDashboard.toLowerCase()} to all of this.`,
    },
    devices: {
      question: 'Which devices does Faheem work on, and does it need the internet?',
      answer:
        'Faheem works on mobile phones and on the web. You can download lessons to study offline, and your progress syncs when you are back online.',
    },
    parents: {
      question: 'How can parents follow their child’s progress?',
      answer:
        'Parents receive regular reports on study time, scores and the subjects that need attention, so they know how things are going.',
    },
  },
}
