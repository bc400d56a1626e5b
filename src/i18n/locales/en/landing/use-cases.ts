export const useCases = {
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
}
