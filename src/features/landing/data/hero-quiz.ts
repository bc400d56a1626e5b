/** The numbers on the phone in the hero: an algebra question, a·x + b = c, answered correctly. */
export const HERO_QUIZ = {
  current: 3,
  total: 10,
  a: 2,
  b: 3,
  c: 11,
  options: [3, 4, 5, 7],
  answer: 4,
  streakDays: 12,
  points: 20,
  /** This week's progress, shown as a small rising trend beside the phone. */
  weeklyGain: 0.12,
} as const
