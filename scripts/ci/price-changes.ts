/**
 * What a change of content/pricing.json changes, in words and numbers, Arabic first: the lines a
 * reviewer reads in the pull request's job summary before approving a price (.github/CODEOWNERS
 * names who). Pure: two pricing files in, lines out. Names come from the glossary
 * (content/words/glossary.<lang>.json: bundles, periods, features, "recommended") and the pricing
 * words (the plural forms of days), numbers from src/i18n/format.ts, as the pages write them:
 * «باقة الترم: ٢٧٠ ← ٢٩٠ ج.م» / "Term bundle: EGP 270 → 290". Any other field that changed is
 * named by its path, so nothing changes unsaid. The CLI: scripts/ci/price-summary.ts.
 */
import type { Pricing } from '#src/content/schema.ts'
import { WORDS } from '#src/content/words.ts'
import { formatMoney, formatNumber, plural } from '#src/i18n/format.ts'
import { LANGS, type Lang } from '#src/i18n/lang.ts'

/** The changes, one line each, in each language (the same changes, in the same order). */
export type PriceChanges = Record<Lang, string[]>

/** The words of each language the lines are made of that the word files do not have. */
const LABELS = {
  ar: {
    arrow: '←',
    comma: '، ',
    perSubject: 'سعر المادة',
    refund: 'مدة الاسترداد',
    added: 'أُضيفت',
    removed: 'أُزيلت',
    none: 'لا شيء',
    newBundle: 'باقة جديدة',
    goneBundle: 'حُذفت الباقة',
    other: 'تغيّر أيضًا',
    quote: (text: string) => `«${text}»`,
  },
  en: {
    arrow: '→',
    comma: ', ',
    perSubject: 'Price per subject',
    refund: 'Refund window',
    added: 'added',
    removed: 'removed',
    none: 'none',
    newBundle: 'new bundle',
    goneBundle: 'bundle removed',
    other: 'Also changed',
    quote: (text: string) => `“${text}”`,
  },
} as const

type Bundle = Pricing['bundles'][number]

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/** The lines of one language. */
function linesIn(lang: Lang, before: Pricing, after: Pricing): string[] {
  const glossary = WORDS.glossary[lang]
  const days = WORDS.pricing[lang].days
  const label = LABELS[lang]
  const money = (from: number, to: number) =>
    lang === 'ar'
      ? `${formatNumber(lang, from)} ${label.arrow} ${formatMoney(lang, to)}`
      : `${formatMoney(lang, from)} ${label.arrow} ${formatNumber(lang, to)}`
  const bundleName = (id: string) => (glossary.bundles as Record<string, string>)[id] ?? id
  const featureName = (key: string) => label.quote((glossary.features as Record<string, string>)[key] ?? key)
  const size = (subjects: Bundle['subjects']) =>
    subjects === 'unlimited' ? glossary.unlimitedSubjects : plural(lang, subjects, glossary.subject)
  const lines: string[] = []

  for (const [period, price] of Object.entries(after.perSubjectPrice) as Array<[Bundle['period'], number]>) {
    const old = before.perSubjectPrice[period]
    if (old !== price) lines.push(`${label.perSubject} ${glossary.periods[period].per}: ${money(old, price)}`)
  }

  for (const bundle of after.bundles) {
    const name = bundleName(bundle.id)
    const old = before.bundles.find(({ id }) => id === bundle.id)
    if (!old) {
      lines.push(`${name}: ${label.newBundle}, ${formatMoney(lang, bundle.price)}`)
      continue
    }
    if (old.price !== bundle.price) lines.push(`${name}: ${money(old.price, bundle.price)}`)
    if (!same(old.subjects, bundle.subjects)) {
      lines.push(`${name}: ${size(old.subjects)} ${label.arrow} ${size(bundle.subjects)}`)
    }
    if (old.period !== bundle.period) {
      const periodName = (period: Bundle['period']) => glossary.periods[period].name
      lines.push(`${name}: ${periodName(old.period)} ${label.arrow} ${periodName(bundle.period)}`)
    }
    const added = bundle.features.filter((key) => !old.features.includes(key))
    const removed = old.features.filter((key) => !bundle.features.includes(key))
    if (added.length > 0) lines.push(`${name}: ${label.added} ${added.map(featureName).join(label.comma)}`)
    if (removed.length > 0)
      lines.push(`${name}: ${label.removed} ${removed.map(featureName).join(label.comma)}`)
  }
  for (const old of before.bundles) {
    if (!after.bundles.some(({ id }) => id === old.id))
      lines.push(`${bundleName(old.id)}: ${label.goneBundle}`)
  }

  const highlighted = (pricing: Pricing) =>
    pricing.bundles
      .filter((bundle) => bundle.highlighted)
      .map(({ id }) => bundleName(id))
      .join(label.comma) || label.none
  if (highlighted(before) !== highlighted(after)) {
    lines.push(`${glossary.recommended}: ${highlighted(before)} ${label.arrow} ${highlighted(after)}`)
  }

  if (before.refundDays !== after.refundDays) {
    const window = (count: number) => plural(lang, count, days)
    lines.push(`${label.refund}: ${window(before.refundDays)} ${label.arrow} ${window(after.refundDays)}`)
  }

  const others = (['subjects', 'calculatorDefaults', 'features'] as const).filter(
    (field) => !same(before[field], after[field]),
  )
  if (others.length > 0)
    lines.push(`${label.other}: ${others.map((field) => `\`${field}\``).join(label.comma)}`)
  return lines
}

/** The changes from `before` to `after`: empty lists when the prices, bundles and refund are the same. */
export function priceChanges(before: Pricing, after: Pricing): PriceChanges {
  return Object.fromEntries(LANGS.map((lang) => [lang, linesIn(lang, before, after)])) as PriceChanges
}

/** The changes as the job summary shows them: a heading, the Arabic list right to left, the English one. */
export function priceChangesMarkdown(changes: PriceChanges): string {
  if (changes.ar.length === 0) return ''
  const list = (lines: string[]) => lines.map((line) => `- ${line}`).join('\n')
  return [
    '### تغيّرت الأسعار · Price changes',
    '',
    '<div dir="rtl" lang="ar">',
    '',
    list(changes.ar),
    '',
    '</div>',
    '',
    list(changes.en),
    '',
    'تحتاج موافقة من يملك الأسعار (`.github/CODEOWNERS`) · Needs the approval of the price owners (`.github/CODEOWNERS`).',
    '',
  ].join('\n')
}
