/**
 * The names of the content's fields, Arabic and English («السؤال · Question»): what the editor
 * labels each field with (src/editor/word-fields.ts, config.ts) and how the content check names
 * the field it refuses (refusal.ts). By key name: one small dictionary for the names the
 * word files (content/words/) and content/pricing.json use most, more-labels.ts the rest, and
 * PLACED for a key that means two things in two places. A list's item has its own noun (ITEMS),
 * which the check counts from one: «السؤال الخامس» (src/editor/labels.test.ts: every field of the
 * editor has its Arabic label).
 */
import { MORE_LABELS } from './more-labels.ts'

type Names = readonly [string, string]

const LABELS: Record<string, Names> = {
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
  calculator: ['حاسبة الأسعار', 'Price calculator'],
  plans: ['الباقات', 'Bundles'],
  compare: ['جدول المقارنة', 'Comparison table'],
  cta: ['دعوة الاشتراك', 'Call to subscribe'],
  nav: ['القائمة', 'Navigation'],
  footer: ['التذييل', 'Footer'],
  notFound: ['صفحة غير موجودة', 'Page not found'],
  phone: ['رقم الهاتف', 'Phone number'],
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
  summary: ['سطر التغيّر تحت الرسم', 'Change line under the chart'],
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
  more: ['سطر «لديك سؤال آخر؟»', '“Another question?” line'],
  tryCta: ['زر التجربة', 'Try button'],
  subjects: ['المواد', 'Subjects'],
  subject: ['مادة', 'Subject'],
  periods: ['مدد الاشتراك', 'Billing periods'],
  bundles: ['الباقات', 'Bundles'],
  monthly: ['شهري', 'Monthly'],
  term: ['ترم', 'Term'],
  yearly: ['سنوي', 'Yearly'],
  premium: ['بريميوم', 'Premium'],
  // Plural forms, by the numbers each is for (Arabic has all six; English one, and other for the rest).
  zero: ['صفر (٠)', 'Zero (0)'],
  one: ['واحد (١)', 'One (1)'],
  two: ['اثنان (٢)', 'Two (2)'],
  few: ['من ٣ إلى ١٠', '3 to 10'],
  many: ['من ١١ إلى ٩٩', '11 to 99'],
  other: ['١٠٠ فأكثر', 'Any other number'],
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
  email: ['البريد الإلكتروني', 'Email'],
  phoneDisplay: ['الهاتف كما يُعرض', 'Phone as shown'],
  address: ['العنوان', 'Address'],
  ar: ['بالعربية', 'In Arabic'],
  en: ['بالإنجليزية', 'In English'],
}

/**
 * Names by place (`<area or file>:<path>`, `[]` for every item of a list), for a key that names two
 * things: the phone picture's points and a list's points, the app section and the app buttons.
 */
const PLACED: Record<string, Names> = {
  // The settings files, as the editor names them (src/editor/config.ts).
  'pricing.json:': ['الأسعار والباقات', 'Prices and bundles'],
  'contact.json:': ['التواصل', 'Contact'],
  'landing:hero.phone': ['صورة الهاتف في أعلى الصفحة', 'Phone picture at the top'],
  'landing:hero.phone.points': ['عدد النقاط في صورة الهاتف', 'Points in the phone picture'],
  'landing:hero.phone.label': ['وصف صورة الهاتف لقارئ الشاشة', 'Phone picture, for screen readers'],
  'landing:audiences.items[].points': ['نقاط القائمة', 'List points'],
  'privacy:noTracking.points': ['نقاط القائمة', 'List points'],
  'glossary:features.points': ['نقاط فهيم', 'Faheem points'],
  'privacy:leaving.app': ['جملة أزرار التطبيق', 'App buttons sentence'],
  'pricing:calculator.perSubject': ['سعر المادة تحت كل مدة', 'Price per subject, under each period'],
  'pricing:calculator.bundle': [
    'جملة الباقة التي تشمل الاختيار (في الحاسبة)',
    'Covering bundle (calculator)',
  ],
  'pricing:calculator.bundleUnlimited': [
    'جملة الباقة بلا حد للمواد (في الحاسبة)',
    'Covering bundle, unlimited (calculator)',
  ],
  'site:nav.label': ['اسم القائمة لقارئ الشاشة', 'Menu name, for screen readers'],
}

/** A list's item: its label, and the noun the check counts it by («السؤال الخامس», "the fifth question"). */
export interface ItemNames {
  label: Names
  /** With the article; its gender makes the ordinal's. */
  ar: string
  feminine: boolean
  en: string
}

const item = (label: Names, ar: string, feminine: boolean, en: string): ItemNames => ({
  label,
  ar,
  feminine,
  en,
})
const MONTH = item(['اسم الشهر', 'Month name'], 'الشهر', false, 'month')
const POINT = item(['نقطة', 'Point'], 'النقطة', true, 'point')
const QUESTION = item(['سؤال وإجابته', 'Question and answer'], 'السؤال', false, 'question')
const FEATURE = item(['ميزة', 'Feature'], 'الميزة', true, 'feature')

/** The items of each list, by `<area or file>:<path>`; any other is «العنصر» / "item". */
const ITEMS: Record<string, ItemNames> = {
  'charts:monthsShort': MONTH,
  'charts:monthsLong': MONTH,
  'landing:hero.perks': item(['ميزة مختصرة', 'Perk'], 'الميزة المختصرة', true, 'perk'),
  'landing:howItWorks.steps': item(['خطوة', 'Step'], 'الخطوة', true, 'step'),
  'landing:features.items': FEATURE,
  'landing:useCases.items': item(['حالة استخدام', 'Use case'], 'الحالة', true, 'use case'),
  'landing:audiences.items': item(['فئة', 'Audience'], 'الفئة', true, 'audience'),
  'landing:audiences.items[].points': POINT,
  'landing:faq.items': QUESTION,
  'pricing:faq.items': QUESTION,
  'privacy:noTracking.points': POINT,
  'privacy:log.fields': item(['سطر', 'Line'], 'السطر', false, 'line'),
  'pricing.json:features': FEATURE,
  'pricing.json:bundles': item(['باقة', 'Bundle'], 'الباقة', true, 'bundle'),
  'pricing.json:bundles[].features': FEATURE,
}
const ANY_ITEM = item(['عنصر', 'Item'], 'العنصر', false, 'item')

/** `faq.items[]` from ["faq", "items", "[]"]: a path's key, every item of a list written `[]`. */
const placeKey = (scope: string, path: readonly string[]) =>
  `${scope}:${path.join('.').replaceAll('.[]', '[]')}`

/** The items of the list at `path` (in `scope`: a word file's area, or `pricing.json`). */
export function itemNames(scope: string, path: readonly string[]): ItemNames {
  return ITEMS[placeKey(scope, path)] ?? ANY_ITEM
}

/**
 * The two names of the field at `path` in `scope`: by its place, else by its key; a list's item
 * by its list's noun.
 */
export function fieldNames(scope: string, path: readonly string[]): Names {
  const key = path.at(-1) ?? scope
  if (key === '[]') return itemNames(scope, path.slice(0, -1)).label
  return PLACED[placeKey(scope, path)] ?? names(key)
}

/** A field's label in the editor: «السؤال · Question», or the English alone when there is no Arabic. */
export function fieldLabel(scope: string, path: readonly string[]): string {
  const [ar, en] = fieldNames(scope, path)
  return ar === en ? en : `${ar} · ${en}`
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
export function names(key: string): Names {
  return LABELS[key] ?? MORE_LABELS[key] ?? [spelledOut(key), spelledOut(key)]
}

/** A field's label: «السؤال · Question», or the English alone when there is no Arabic. */
export function label(key: string): string {
  const [ar, en] = names(key)
  return ar === en ? en : `${ar} · ${en}`
}
