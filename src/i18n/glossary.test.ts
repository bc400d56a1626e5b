/**
 * One glossary (docs/copy-style.md): every product term has one Arabic and one English name,
 * defined in content/words/glossary.<lang>.json and reused everywhere. These tests fail when a
 * feature, a period or a bundle is named differently in two places, when a word the glossary rules
 * out comes back, or when one word is spelt two ways.
 */
import { readFileSync } from 'node:fs'
import { JSDOM } from 'jsdom'
import { describe, expect, it } from 'vitest'
import { allWords } from '#src/content/words.ts'
import { type CatalogTree, catalogLeaves } from '../../test-support/catalog-leaves.ts'
import { htmlFile } from '../config/routes.ts'
import { FEATURES as BUNDLE_FEATURES, PERIODS, PLAN_IDS, PLANS } from '../content/pricing.ts'
import { structuredData } from '../document/structured-data.ts'
import { LANGS, type Lang } from './lang.ts'

const text = (element: Element | null | undefined) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim()

/** A built page (npm test builds first), as a person reads it. */
function page(id: 'landing' | 'pricing', lang: Lang) {
  const html = readFileSync(new URL(`../../dist/${htmlFile(id, lang)}`, import.meta.url), 'utf8')
  return new JSDOM(html).window.document
}

/** The comparison table's feature rows: those after its bundles' subjects, period and price. */
function featureRows(pricing: Document, lang: Lang) {
  const { subjects, period, price } = allWords(lang).pricing.compare
  const facts = [subjects, period, price]
  const rows = [...pricing.querySelectorAll('tbody tr')]
  expect(rows.slice(0, facts.length).map((row) => text(row.querySelector('th')))).toEqual(facts)
  return rows.slice(facts.length)
}

describe.each(LANGS)('the glossary in %s', (lang) => {
  const g = allWords(lang).glossary
  const featureNames = new Set(Object.values(g.features))

  it('gives every term one name: no two keys share a name', () => {
    const names = [
      ...Object.values(g.features),
      ...Object.values(g.bundles),
      ...PERIODS.map((p) => g.periods[p].name),
    ]
    expect(new Set(names).size).toBe(names.length)
  })

  it('names the same feature the same way on the landing page, the plan cards, the table and the structured data', () => {
    // Every place a feature is named, as [where, glossary key, the name shown].
    const seen: Array<[string, string, string]> = []
    const landing = page('landing', lang)
    const cards = [...landing.querySelectorAll('#features li h3')]
    const landingFeatures = allWords(lang).landing.features.items.map((item) => item.feature)
    expect(cards).toHaveLength(landingFeatures.length)
    landingFeatures.forEach((key, index) => {
      seen.push([`landing feature card ${key}`, key, text(cards[index])])
    })
    const pricing = page('pricing', lang)
    for (const article of pricing.querySelectorAll('article')) {
      for (const item of article.querySelectorAll('li'))
        seen.push([`plan card ${article.id}`, '', text(item)])
    }
    for (const row of featureRows(pricing, lang))
      seen.push(['comparison table', '', text(row.querySelector('th'))])
    const app = structuredData('pricing', lang)[1] as { featureList: string[] }
    for (const name of app.featureList) seen.push(['structured data featureList', '', name])

    for (const [where, key, name] of seen) {
      expect(featureNames.has(name), `${where}: «${name}» is not a glossary feature name`).toBe(true)
      if (key) expect(name, where).toBe(g.features[key as keyof typeof g.features])
    }
    // And each bundle feature of the data module appears under its one name.
    for (const key of BUNDLE_FEATURES) {
      expect(
        seen.some(([, , name]) => name === g.features[key]),
        key,
      ).toBe(true)
    }
  })

  it('names the bundles and the billing periods as the glossary does, on the page and in the structured data', () => {
    const pricing = page('pricing', lang)
    expect([...pricing.querySelectorAll('article h3')].map(text)).toEqual(PLAN_IDS.map((id) => g.bundles[id]))
    const app = structuredData('landing', lang)[1] as { offers: Array<{ name: string }> }
    expect(app.offers.map((offer) => offer.name)).toEqual(PLAN_IDS.map((id) => g.bundles[id]))
    // The calculator: its legend, its three choices; the table: one column per bundle, named as its card.
    expect(text(pricing.querySelector('fieldset legend'))).toBe(g.billingPeriod)
    const choices = [...pricing.querySelectorAll('fieldset label')].map((label) =>
      text(label.querySelector('span')),
    )
    expect(choices).toEqual(PERIODS.map((period) => g.periods[period].name))
    const columns = [...pricing.querySelectorAll('thead th')].slice(1).map(text)
    expect(columns).toEqual(PLAN_IDS.map((id) => g.bundles[id]))
  })

  it('marks the table’s cells, the recommended bundle and every download button with the glossary’s words', () => {
    const pricing = page('pricing', lang)
    const cells = featureRows(pricing, lang).flatMap((row) => [...row.querySelectorAll('td')].map(text))
    expect(cells.length).toBeGreaterThan(0)
    expect(new Set(cells)).toEqual(new Set([g.included, g.notIncluded]))
    // The badge: on the highlighted card only, and it reads "Recommended".
    for (const plan of PLANS) {
      const card = pricing.querySelector(`article#plan-${plan.id}`)
      expect(text(card).includes(g.recommended), plan.id).toBe(plan.highlighted)
    }
    // One verb to get the app: every link or caption that offers it is the glossary's words.
    const landing = page('landing', lang)
    const t = allWords(lang)
    for (const label of [t.landing.hero.downloadCta, t.landing.closing.downloadCta, t.site.footer.qrTitle])
      expect(label).toBe(g.downloadApp)
    expect(text(landing.body)).toContain(g.downloadApp)
  })

  it('mentions a feature in running copy by its glossary name', () => {
    const t = allWords(lang)
    const has = (sentence: string, name: string) =>
      lang === 'en' ? sentence.toLowerCase().includes(name.toLowerCase()) : sentence.includes(name)
    const free = t.landing.faq.items.find((item) => item.answer.includes(g.paidBundle))?.answer ?? ''
    const points = (who: string) =>
      t.landing.audiences.items.flatMap((item) => (item.audience === who ? item.points : [])).join(' ')
    expect(has(free, g.features.voiceTutoring)).toBe(true)
    expect(has(points('teachers'), g.features.teacherDashboard)).toBe(true)
    expect(has(points('students'), g.features.points)).toBe(true)
    expect(has(points('parents'), g.features.progressTracking)).toBe(true)
  })
})

/**
 * Words the glossary rules out, with the reason. Each pattern is checked against every string of
 * the catalog in its language.
 */
const RULED_OUT: Record<Lang, Array<[RegExp, string]>> = {
  ar: [
    [/الفصل الدراسي|هذا الفصل|لكل فصل/, 'the school term is «الترم»; «الفصل» is the classroom only'],
    [
      /طريقة الدفع|طرق الدفع|طريقتا?ن? للدفع/,
      '«طريقة الدفع» is card, Fawry or cash: «مدة الاشتراك», «طريقتان للاشتراك»',
    ],
    [/فترة الاشتراك/, 'the billing period is «مدة الاشتراك»'],
    [/شرح بالصوت|شرح صوتي تفاعلي/, 'voice tutoring is «الشرح الصوتي»'],
    [/تتكيّف معك[^ا]|تتكيّف معك$/, 'adaptive quizzes are «اختبارات تتكيّف مع مستواك»'],
    [/لوحة متابعة/, 'the teacher dashboard is «لوحة المعلّم»'],
    [/في دقائق/, 'no "in minutes" claim (the spec does not back it)'],
    [/تثق بنا|يثقون/, 'schools use Faheem; the spec does not say they trust us'],
    [/التصحيح/, 'no automatic marking claim'],
    // A sign glued to a number, a placeholder or a word ("+{count}", "+نقطة", "{value}+"); the
    // operator of the hero's equation ("{a}{x} + {b}") stands between spaces and is not a sign.
    [/\+(?=[٠-٩{\u0621-\u064a])|[٠-٩}]\+/, 'no sign in copy: formatChange adds it'],
    [/بالأسفل|أعلى الصفحة/, 'say where a thing is, not "below" or "at the top"'],
    [
      /الأكثر اختيار|الأكثر شعبية|الأكثر طلب|الأكثر مبيع/,
      'no popularity claim: the highlighted bundle is «الباقة المرشّحة»',
    ],
    [/(^|[^ا-ي])(نزّل|تنزيل|ينزّل)/, 'one verb for getting the app or a lesson: «حمّل / تحميل»'],
    [/أبنائك|أولادك|طفلك/, 'one form for the parent’s child: «ابنك»'],
    [/أين يقف|أين تقف/, 'a calque of "where they stand": «مستوى كل طالب» or «أين وصلت»'],
    [/تسير\s(\S+\s)?مع/, 'a calque of "goes with" («تسير خطتك مع…»): «تراعي»'],
    [/استرداد كامل/, 'a calque of "full refund": «استرداد المبلغ كاملًا»'],
    [
      /تجديد اشتراكك|عند التجديد/,
      'a downgrade starts with the next billing period («مع بداية مدة اشتراكك التالية»), not on renewal',
    ],
    [/في لمحة/, 'a calque of "at a glance"'],
    [/حسب المادة/, 'a calque of "by subject": «نصيب كل مادة» or «موزّعًا على المواد»'],
    [/صورة واضحة/, 'a calque of "a clear picture": say what the reader learns'],
    [/نسخنا/, 'the site does not say "we copied": «نُسخ الرابط»'],
    [/^كيف يعمل$/, 'name what works: «كيف يعمل فهيم»'],
    [/^متاحة$|^غير متاحة$/, 'a table cell says whether the bundle includes it: «مشمولة / غير مشمولة»'],
    [
      /ضمن الباقة|خارج الباقة/,
      '«خارج الباقة» is usage charged on top in Egyptian telecom speech: «مشمولة / غير مشمولة»',
    ],
    [/فقط مقابل|ادفع فقط/, 'a calque of "pay only for", and untrue of a bundle: «ادفع بالمادة أو اختر باقة»'],
    [/ج\.م\./, 'the currency is «ج.م» without a final dot (formatMoney writes it)'],
    [/على مقاس/, 'no "made to measure" claim: the plan is «متوافقة مع منهجك»'],
    [/كل درس|أي درس/, 'no claim to cover every lesson'],
    [/تُبنى|مبنيّ|مبني على/, 'Faheem is «متوافق مع» the curricula (the owner’s word), not built on them'],
    [/مدرسة ومؤسسة|المدارس والمؤسسات/, 'the owner’s figure counts institutions: «مؤسسة»'],
    [/النسخة المدفوعة/, 'the paid offer is the bundles: «باقة مدفوعة»'],
    [/كل المزايا|جميع المزايا/, 'no bundle has «كل المزايا»: name what it includes'],
    [/^اتصل بنا$/, 'the contact link opens an email, and «اتصل» reads as a call: «راسلنا بالبريد»'],
  ],
  en: [
    [/school term|semester/i, 'the term is "term"'],
    [
      /your school year/i,
      'say "grade" for the class a student is in ("school year" reads as a period of time)',
    ],
    [/payment method|subscription period|\bways to pay\b/i, 'say "billing period"; "two ways to subscribe"'],
    [/(?<!study )\bplans?\b/i, 'the priced offers are "bundles"; a plan is the student\'s study plan'],
    [
      /every month|per school|a subject\b|once a (school|term|year)|\ba (month|term|year)\b/i,
      'one form: "per month / per term / per year"',
    ],
    [/quizzes that adapt to you\b/i, 'adaptive quizzes are "Adaptive quizzes"'],
    [/\bin minutes\b|\bin a few minutes\b/i, 'no "in minutes" claim'],
    [/\btrust\b/i, 'schools use Faheem; the spec does not say they trust us'],
    [/\bmarking\b/i, 'no automatic marking claim'],
    [/\be-mail\b/i, 'write "email"'],
    [/\+(?=[0-9{A-Za-z])|[0-9}]\+/, 'no sign in copy: formatChange adds it'],
    [
      /\bpopular\b|\bbest[- ]?seller\b|\bfavou?rite\b/i,
      'no popularity claim: the highlighted bundle is "Recommended"',
    ],
    [/\bsend this\b/i, 'share a price, do not "send" it'],
    [/chosen from your|from your last answers/i, 'a calque: say what adapts (the questions’ difficulty)'],
    [/schools and institutions/i, 'the owner’s figure counts institutions'],
    [/every lesson|any lesson/i, 'no claim to cover every lesson'],
    [/built (on|around)\b/i, 'Faheem is "aligned with" the curricula (the owner’s words)'],
    [/paid version/i, 'the paid offer is the bundles: "paid bundle"'],
    [/pay only for/i, 'untrue of a bundle: "Pay by the subject or choose a ready-made bundle"'],
    [/when you renew|on renewal/i, 'a downgrade takes effect at the start of the next billing period'],
    [/\bevery feature\b|\ball (the )?features\b/i, 'no bundle has "every feature": name what it includes'],
    [/^contact$/i, 'the contact link opens an email and says so: "Email us"'],
  ],
}

describe.each(LANGS)('the %s catalog', (lang) => {
  const all = catalogLeaves(allWords(lang) as unknown as CatalogTree)

  it.each(RULED_OUT[lang])('has no %s', (pattern, reason) => {
    const found = all.filter(([, value]) => pattern.test(value)).map(([key, value]) => `${key}: ${value}`)
    expect(found, reason).toEqual([])
  })
})

describe('Arabic spelling', () => {
  const HARAKAT = /[\u064b-\u0652]/g

  it('spells each word one way: with its shadda everywhere, or nowhere (المعلّم, ملخّصات, تقدّم…)', () => {
    // Words grouped by their bare letters; within a group, whether the shadda is written must agree.
    // Case endings (tanween, «مادةً بمادة») are grammar, not spelling: they are not compared.
    const spellings = new Map<string, Set<string>>()
    for (const [, value] of catalogLeaves(allWords('ar') as unknown as CatalogTree)) {
      for (const word of value.match(/[\u0621-\u0652]+/g) ?? []) {
        const bare = word.replace(HARAKAT, '')
        const shaddaOnly = word.replace(/[\u064b-\u0650\u0652]/g, '')
        spellings.set(bare, (spellings.get(bare) ?? new Set()).add(shaddaOnly))
      }
    }
    const twoWays = [...spellings.values()].filter((set) => set.size > 1).map((set) => [...set].join(' / '))
    expect(twoWays).toEqual([])
  })
})
