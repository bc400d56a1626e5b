import type { Catalog } from '#src/i18n/locales/en/index.ts'
import { glossary } from '../glossary.ts'

const { features: f, bundles: b } = glossary

export const audiences = {
  eyebrow: 'للطالب ومن حوله',
  title: 'تطبيق واحد للطالب والمعلّم وولي الأمر',
  lead: 'يرى كل منهم ما يهمّه.',
  items: {
    students: {
      title: 'الطلاب',
      body: 'افهم دروسك وذاكر بثقة، بالسرعة التي تناسبك.',
      points: [
        'شرح يناسب مستواك',
        'تدريب يومي قصير',
        `${f.points} مع كل هدف تحقّقه، في ${b.yearly} و${b.premium}`,
      ],
    },
    teachers: {
      title: 'المعلّمون',
      body: 'اعرف مستوى كل طالب، ووجّه شرحك إلى ما يحتاج إليه.',
      points: [
        'تدريس يناسب كل طالب',
        'تحليل أداء الطلاب',
        `${f.teacherDashboard} في ${b.premium}: الفصل كله في صفحة واحدة`,
      ],
    },
    parents: {
      title: 'أولياء الأمور',
      body: 'تابع تقدّم ابنك أولًا بأول، بلا ضغط ولا تخمين.',
      points: [
        `${f.progressTracking} في أي وقت`,
        'تقارير دورية سهلة القراءة',
        'معرفة المواد التي يحتاج فيها ابنك إلى دعم',
      ],
    },
  },
} satisfies Catalog['landing']['audiences']
