import type { Catalog } from '../en/index.ts'
import { glossary } from './glossary.ts'

export const site = {
  brand: 'فهيم',
  skipLink: 'انتقل إلى المحتوى الرئيسي',
  homeLink: 'فهيم، الصفحة الرئيسية',
  nav: {
    label: 'القائمة الرئيسية',
    pricing: 'الأسعار',
    tryCta: 'جرّب فهيم',
    switchTo: 'العربية',
    switchToLabel: 'اعرض الصفحة بالعربية',
  },
  share: {
    tagline: 'متوافق مع المناهج المصرية والعربية، للطلاب والمعلّمين وأولياء الأمور',
    imageAlt: 'فهيم: ذاكر بذكاء مع مساعد يفهمك',
  },
  newTab: '(يفتح في علامة تبويب جديدة)',
  footer: {
    about:
      'فهيم مساعد ذكي للمذاكرة متوافق مع المناهج المصرية والعربية. يساعد الطالب على الفهم والتدريب ومتابعة تقدّمه، ويُبقي المعلّم وولي الأمر على اطّلاع دائم.',
    platform: 'المنصّة',
    features: 'المزايا',
    howItWorks: 'كيف يعمل فهيم',
    pricing: 'الأسعار',
    faq: 'الأسئلة الشائعة',
    contact: 'تواصل معنا',
    email: 'البريد الإلكتروني',
    phone: 'الهاتف',
    address: 'العنوان',
    company: 'الشركة',
    about_: 'من نحن',
    careers: 'الوظائف: راسلنا',
    blog: 'المدونة: راسلنا',
    contactUs: 'اتصل بنا',
    qrTitle: glossary.downloadApp,
    qrAlt: 'رمز QR يفتح صفحة تحميل تطبيق فهيم',
    qrCaption: 'امسح الرمز بكاميرا هاتفك لتحميل فهيم.',
    copyright: '© {year} فهيم. جميع الحقوق محفوظة.',
  },
  notFound: {
    title: 'الصفحة غير موجودة | فهيم',
    description: 'هذه الصفحة غير موجودة. عُد إلى الصفحة الرئيسية لفهيم.',
    heading: 'عذرًا! الصفحة غير موجودة',
    body: 'الصفحة التي تبحث عنها غير موجودة أو نُقلت إلى مكان آخر.',
    home: 'العودة إلى الصفحة الرئيسية',
  },
} satisfies Catalog['site']
