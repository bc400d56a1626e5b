/**
 * The editor's field labels, in Arabic with the English after («السؤال · Question»), by key name:
 * one small dictionary for the names the word files (content/words/) and content/pricing.json use
 * most, and more-labels.ts the rest (labels.test.ts: every key of content/ has its Arabic label).
 */
import { MORE_LABELS } from './more-labels.ts'

const LABELS: Record<string, readonly [string, string]> = {
  // Areas (the word files) and the pages' sections.
  landing: ['الصفحة الرئيسية', 'Home page'],
  charts: ['الرسوم البيانية', 'Charts'],
  pricing: ['الأسعار', 'Pricing'],
  glossary: ['المصطلحات', 'Glossary'],
  site: ['أجزاء كل صفحة', 'Every page'],
  privacy: ['الخصوصية', 'Privacy'],
  meta: ['العنوان والوصف في محركات البحث', 'Title and description for search engines'],
  hero: ['أعلى الصفحة', 'Top of the page'],
  howItWorks: ['كيف يعمل', 'How it works'],
  features: ['المزايا', 'Features'],
  useCases: ['حالات الاستخدام', 'Use cases'],
  audiences: ['لمن فهيم', 'Who it is for'],
  stats: ['الأرقام', 'Figures'],
  faq: ['الأسئلة الشائعة', 'FAQ'],
  closing: ['الخاتمة', 'Closing'],
  calculator: ['حاسبة السعر', 'Price calculator'],
  plans: ['الباقات', 'Bundles'],
  compare: ['جدول المقارنة', 'Comparison table'],
  cta: ['دعوة الاشتراك', 'Call to subscribe'],
  nav: ['القائمة', 'Navigation'],
  footer: ['التذييل', 'Footer'],
  notFound: ['صفحة غير موجودة', 'Page not found'],
  phone: ['الهاتف', 'Phone'],
  // Words.
  eyebrow: ['العنوان الصغير', 'Eyebrow'],
  title: ['العنوان', 'Title'],
  heading: ['العنوان', 'Heading'],
  lead: ['المقدمة', 'Lead'],
  description: ['الوصف', 'Description'],
  body: ['النص', 'Text'],
  text: ['النص', 'Text'],
  label: ['التسمية', 'Label'],
  caption: ['التعليق', 'Caption'],
  summary: ['الملخص', 'Summary'],
  question: ['السؤال', 'Question'],
  answer: ['الإجابة', 'Answer'],
  items: ['العناصر', 'Items'],
  steps: ['الخطوات', 'Steps'],
  points: ['النقاط', 'Points'],
  perks: ['المزايا المختصرة', 'Perks'],
  icon: ['الأيقونة', 'Icon'],
  look: ['الرسم', 'Picture'],
  feature: ['الميزة', 'Feature'],
  audience: ['الفئة', 'Audience'],
  name: ['الاسم', 'Name'],
  per: ['لكل مدة', 'Per period'],
  button: ['الزر', 'Button'],
  link: ['الرابط', 'Link'],
  more: ['المزيد', 'More'],
  tryCta: ['زر التجربة', 'Try button'],
  subjects: ['المواد', 'Subjects'],
  subject: ['مادة', 'Subject'],
  periods: ['مدد الاشتراك', 'Billing periods'],
  bundles: ['الباقات', 'Bundles'],
  monthly: ['شهري', 'Monthly'],
  term: ['ترم', 'Term'],
  yearly: ['سنوي', 'Yearly'],
  premium: ['المميزة', 'Premium'],
  // Plural forms (Arabic has all six, English one and other).
  zero: ['صفر', 'Zero'],
  one: ['واحد', 'One'],
  two: ['اثنان', 'Two'],
  few: ['قليل (٣–١٠)', 'Few (3–10)'],
  many: ['كثير (١١–٩٩)', 'Many (11–99)'],
  other: ['غير ذلك', 'Other'],
  // content/pricing.json and content/contact.json.
  perSubjectPrice: ['سعر المادة الواحدة (جنيه)', 'Price per subject (EGP)'],
  min: ['الأدنى', 'Minimum'],
  max: ['الأقصى', 'Maximum'],
  step: ['الخطوة', 'Step'],
  calculatorDefaults: ['ما تبدأ به الحاسبة', 'Calculator starts with'],
  period: ['المدة', 'Period'],
  refundDays: ['أيام استرداد المبلغ', 'Refund days'],
  id: ['الباقة', 'Bundle'],
  price: ['السعر (جنيه)', 'Price (EGP)'],
  highlighted: ['الباقة المرشّحة', 'Recommended'],
  email: ['البريد الإلكتروني', 'E-mail'],
  phoneDisplay: ['الهاتف كما يُعرض', 'Phone as shown'],
  address: ['العنوان', 'Address'],
  ar: ['بالعربية', 'In Arabic'],
  en: ['بالإنجليزية', 'In English'],
}

/** "tableCaption" → "Table caption". */
const spelledOut = (key: string) => {
  const words = key
    .replace(/_$/, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** A key's two names: Arabic (the English spelled out when the dictionary has none) and English. */
export function names(key: string): readonly [string, string] {
  return LABELS[key] ?? MORE_LABELS[key] ?? [spelledOut(key), spelledOut(key)]
}

/** A field's label: «السؤال · Question», or the English alone when there is no Arabic. */
export function label(key: string): string {
  const [ar, en] = names(key)
  return ar === en ? en : `${ar} · ${en}`
}
