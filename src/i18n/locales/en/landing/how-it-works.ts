export const howItWorks = {
  eyebrow: 'How it works',
  title: 'From sign-up to real progress in four steps',
  lead: 'No complicated setup: Faheem finds your level, then builds your study plan.',
  stepLabel: 'Step {n}',
  steps: {
    signUp: {
      title: 'Sign up and choose your subjects',
      body: 'Create your account in the app, then pick your grade and the subjects you want to study.',
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
}
