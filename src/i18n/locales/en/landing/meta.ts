export const meta = {
  title: 'Faheem | Your AI study assistant for the Egyptian curriculum',
  description:
    'Faheem is an AI study assistant aligned with the Egyptian and Arab curricula: a personal study plan, adaptive quizzes and progress tracking, for students, teachers and parents.',
}
