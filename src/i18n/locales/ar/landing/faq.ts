import type { Catalog } from '#src/i18n/locales/en/index.ts'
import { glossary } from '../glossary.ts'

const { features: f, bundles: b } = glossary

export const faq = {
  eyebrow: 'أسئلة',
  title: 'الأسئلة الشائعة',
  lead: 'إجابات سريعة عن أكثر ما يسألنا عنه الطلاب وأولياء الأمور.',
  more: 'لديك سؤال آخر؟ راسلنا على {email}.',
  items: {
    curriculum: {
      question: 'هل فهيم متوافق مع المنهج المصري؟',
      answer: 'نعم. دروس فهيم واختباراته وخطط المذاكرة فيه متوافقة مع المناهج المصرية والعربية.',
    },
    free: {
      question: 'هل فهيم مجاني؟',
      // One bundle a sentence (src/i18n/bundle-claims.test.ts reads each against the cards).
      answer: `يمكنك أن تبدأ مجانًا بالنسخة الأساسية، ومزاياها محدودة. وفي كل ${glossary.paidBundle} ${f.adaptiveQuizzes}، و${f.aiSummaries}، و${f.progressTracking}، و${f.appAccess}. وتزيد عليها ${b.term} ${f.voiceTutoring}. وتزيد ${b.yearly} على ذلك ${f.points}. أما ${b.premium} فتزيد على ذلك كله ${f.teacherDashboard}.`,
    },
    devices: {
      question: 'على أي الأجهزة يعمل فهيم؟ وهل يحتاج إلى إنترنت؟',
      answer:
        'يعمل فهيم على الهاتف المحمول وعلى الويب. ويمكنك تحميل الدروس لتذاكر دون إنترنت، ثم يُحدَّث تقدّمك حين تعود إلى الإنترنت.',
    },
    parents: {
      question: 'كيف يتابع ولي الأمر تقدّم ابنه؟',
      answer:
        'يتلقّى ولي الأمر تقارير دورية عن وقت المذاكرة والدرجات والمواد التي تحتاج إلى اهتمام، فيبقى مطّلعًا ومطمئنًا.',
    },
  },
} satisfies Catalog['landing']['faq']
