/** Copy of the landing page (`/`), section by section. */
export const landing = {
  meta: {
    title: 'Faheem | Your AI study assistant for the Egyptian curriculum',
    description:
      'Faheem is an AI study assistant aligned with the Egyptian and Arab curricula: personal study plans, adaptive quizzes and clear progress reports for students, teachers and parents.',
  },
  hero: {
    title: 'Study smarter with a tutor that understands you',
    description:
      'Faheem builds a study plan around your curriculum, explains every lesson at your pace and shows you exactly where you stand, in Arabic or English.',
    tryCta: 'Try Faheem free',
    downloadCta: 'Download the app',
  },
}
