/**
 * The pricing page as a visitor uses it, in both languages: the calculator (slider, period,
 * total, breakdown, live region, address), the four bundles, the comparison table, the
 * subscription FAQ and the closing call to action.
 *
 * The expected numbers are worked out here, independently of the app: the rates and prices are
 * the owner's, written out again, and the Arabic digits and plurals are spelled
 * by hand rather than through src/i18n/format.ts.
 */
import type { Page } from '@playwright/test'
import { site } from '../src/config/site.ts'
import type { Lang } from '../src/i18n/lang.ts'
import { expect, test } from './fixtures.ts'
import { catalogs, LANGS, urlFor } from './helpers.ts'

const RATES = { monthly: 100, term: 150, yearly: 200 } as const
type Period = keyof typeof RATES
const PERIODS = Object.keys(RATES) as Period[]

const PLANS = [
  {
    id: 'monthly',
    price: 100,
    features: ['adaptiveQuizzes', 'aiSummaries', 'progressTracking', 'appAccess'],
  },
  {
    id: 'term',
    price: 270,
    features: ['adaptiveQuizzes', 'aiSummaries', 'progressTracking', 'appAccess', 'voiceTutoring'],
  },
  {
    id: 'yearly',
    price: 400,
    features: ['adaptiveQuizzes', 'aiSummaries', 'progressTracking', 'appAccess', 'voiceTutoring', 'points'],
  },
  {
    id: 'premium',
    price: 750,
    features: [
      'adaptiveQuizzes',
      'aiSummaries',
      'progressTracking',
      'appAccess',
      'voiceTutoring',
      'points',
      'teacherDashboard',
    ],
  },
] as const

/** The owner's comparison rows: included in [monthly, term, yearly]. */
const TABLE = [
  ['adaptiveQuizzes', [true, true, true]],
  ['aiSummaries', [true, true, true]],
  ['progressTracking', [true, true, true]],
  ['voiceTutoring', [false, true, true]],
  ['points', [false, true, true]],
  ['teacherDashboard', [false, false, true]],
] as const

const ARABIC_DIGITS = '٠١٢٣٤٥٦٧٨٩'

/** 1500 → "1,500" / "١٬٥٠٠". */
function digits(lang: Lang, value: number): string {
  const grouped = String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  if (lang === 'en') return grouped
  return grouped.replace(/\d/g, (digit) => ARABIC_DIGITS[Number(digit)] ?? digit).replaceAll(',', '٬')
}

function egp(lang: Lang, amount: number): string {
  return lang === 'ar' ? `${digits('ar', amount)} ج.م.` : `EGP ${digits('en', amount)}`
}

function subjects(lang: Lang, count: number): string {
  if (lang === 'en') return count === 1 ? '1 subject' : `${count} subjects`
  if (count === 1) return 'مادة واحدة'
  if (count === 2) return 'مادتان'
  return `${digits('ar', count)} مواد`
}

function breakdown(lang: Lang, count: number, period: Period): string {
  return `${subjects(lang, count)} × ${egp(lang, RATES[period])} = ${egp(lang, count * RATES[period])}`
}

function calculator(page: Page, lang: Lang) {
  const t = catalogs[lang].pricing
  const region = page.getByRole('region', { name: t.calculator.title })
  return {
    region,
    slider: region.getByRole('slider', { name: t.calculator.subjectsLabel }),
    periods: region.getByRole('group', { name: t.calculator.periodLegend }),
    /** A radio is named by its period, then its per-subject rate: "Term EGP 150 a subject". */
    radio: (period: Period) => region.getByRole('radio', { name: new RegExp(`^${t.periods[period].name} `) }),
    live: region.locator('[aria-live="polite"]'),
  }
}

async function expectQuote(page: Page, lang: Lang, count: number, period: Period) {
  const { slider, radio, live } = calculator(page, lang)
  await expect(slider).toHaveValue(String(count))
  await expect(slider).toHaveAttribute('aria-valuetext', subjects(lang, count))
  await expect(radio(period)).toBeChecked()
  await expect(live).toContainText(
    `${egp(lang, count * RATES[period])} ${catalogs[lang].pricing.periods[period].per}`,
  )
  await expect(live).toContainText(breakdown(lang, count, period))
}

for (const lang of LANGS) {
  const t = catalogs[lang].pricing
  const rtl = lang === 'ar'
  const increase = rtl ? 'ArrowLeft' : 'ArrowRight'
  const decrease = rtl ? 'ArrowRight' : 'ArrowLeft'

  test.describe(lang, () => {
    test('the sections come in the order of the spec, with one h1', async ({ page }) => {
      await page.goto(urlFor('/pricing', lang))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.hero.title)
      await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
        t.calculator.title,
        t.plans.title,
        t.compare.title,
        t.faq.title,
        t.cta.title,
      ])
    })

    test('the slider: a labelled native range from 1 to 10, starting at 1, with a spoken value', async ({
      page,
    }) => {
      await page.goto(urlFor('/pricing', lang))
      const { slider } = calculator(page, lang)
      await expect(slider).toHaveAttribute('type', 'range')
      await expect(slider).toHaveAttribute('min', '1')
      await expect(slider).toHaveAttribute('max', '10')
      await expect(slider).toHaveAttribute('step', '1')
      await expect(slider).toHaveValue('1')
      await expect(slider).toHaveAttribute('aria-valuetext', subjects(lang, 1))
      const box = await slider.boundingBox()
      expect(box?.height).toBeGreaterThanOrEqual(24)
      await expectQuote(page, lang, 1, 'monthly')
    })

    test(`the slider's keyboard: Home, End, and ${increase} increases`, async ({ page }) => {
      await page.goto(urlFor('/pricing', lang))
      const { slider } = calculator(page, lang)
      await slider.focus()
      await slider.press(decrease)
      await expect(slider).toHaveValue('1') // never below 1
      await slider.press(increase)
      await expect(slider).toHaveValue('2')
      await expect(slider).toHaveAttribute('aria-valuetext', subjects(lang, 2))
      await slider.press(increase)
      await expect(slider).toHaveValue('3')
      await slider.press(decrease)
      await expect(slider).toHaveValue('2')
      await slider.press('ArrowUp')
      await expect(slider).toHaveValue('3')
      await slider.press('ArrowDown')
      await expect(slider).toHaveValue('2')
      await slider.press('End')
      await expect(slider).toHaveValue('10')
      await slider.press(increase)
      await slider.press('ArrowUp')
      await slider.press('PageUp')
      await expect(slider).toHaveValue('10') // never above 10
      await expectQuote(page, lang, 10, 'monthly')
      await slider.press('Home')
      await expect(slider).toHaveValue('1')
      await expectQuote(page, lang, 1, 'monthly')
    })

    test(`the slider starts on the ${rtl ? 'right' : 'left'}, as the reading direction`, async ({ page }) => {
      await page.goto(urlFor('/pricing', lang))
      const { slider } = calculator(page, lang)
      const box = await slider.boundingBox()
      if (!box) throw new Error('slider not laid out')
      const y = box.height / 2
      await slider.click({ position: { x: 4, y } })
      await expect(slider).toHaveValue(rtl ? '10' : '1')
      await slider.click({ position: { x: box.width - 4, y } })
      await expect(slider).toHaveValue(rtl ? '1' : '10')
    })

    test('every one of the 30 totals, with its breakdown', async ({ page }) => {
      await page.goto(urlFor('/pricing', lang))
      const { slider, radio } = calculator(page, lang)
      for (const period of PERIODS) {
        await radio(period).check()
        for (let count = 1; count <= 10; count++) {
          await slider.fill(String(count))
          await expectQuote(page, lang, count, period)
        }
      }
    })

    test('the period is a keyboard-operable radio group, monthly by default', async ({ page }) => {
      await page.goto(urlFor('/pricing', lang))
      const { periods, radio, slider } = calculator(page, lang)
      await expect(periods.getByRole('radio')).toHaveCount(3)
      await expect(radio('monthly')).toBeChecked()
      await slider.fill('4')
      await radio('monthly').focus()
      await page.keyboard.press('ArrowDown')
      await expect(radio('term')).toBeChecked()
      await expect(radio('term')).toBeFocused()
      await expectQuote(page, lang, 4, 'term')
      await page.keyboard.press('ArrowDown')
      await expectQuote(page, lang, 4, 'yearly')
      await page.keyboard.press('ArrowUp')
      await page.keyboard.press('ArrowUp')
      await expectQuote(page, lang, 4, 'monthly')
    })

    test('the total is announced politely as a whole', async ({ page }) => {
      await page.goto(urlFor('/pricing', lang))
      const { live, slider, radio } = calculator(page, lang)
      await expect(live).toHaveCount(1)
      await expect(live).toHaveAttribute('aria-atomic', 'true')
      await expect(live).toContainText(t.calculator.totalLabel)
      await slider.fill('6')
      await radio('yearly').check()
      await expect(live).toContainText(breakdown(lang, 6, 'yearly'))
      await expect(live).toContainText(egp(lang, 1200))
    })

    test('the address carries the state both ways, keeping the language', async ({ page }) => {
      await page.goto(urlFor('/pricing?subjects=3&period=term', lang))
      await expectQuote(page, lang, 3, 'term')
      // Read before any change: every change replaces the history entry, none pushes one.
      const historyLength = await page.evaluate(() => history.length)
      const { slider, radio } = calculator(page, lang)
      await slider.focus()
      await slider.press(increase)
      await expectQuote(page, lang, 4, 'term')
      await expect(page).toHaveURL(/[?&]subjects=4(&|$)/)
      await expect(page).toHaveURL(/[?&]period=term(&|$)/)
      await radio('yearly').check()
      await expect(page).toHaveURL(/[?&]period=yearly(&|$)/)
      if (lang === 'en') await expect(page).toHaveURL(/[?&]lang=en(&|$)/)
      else await expect(page).not.toHaveURL(/lang=/)
      await page.reload()
      await expectQuote(page, lang, 4, 'yearly')
      // Back to the defaults: the bare address again.
      await slider.press('Home')
      await radio('monthly').check()
      await expect(page).not.toHaveURL(/subjects=|period=/)
      expect(await page.evaluate(() => history.length), 'replaced, not pushed').toBe(historyLength)
    })

    for (const bad of [
      '?subjects=3abc&period=weekly',
      '?subjects=11&period=',
      '?subjects=0',
      '?subjects=1e1&period=Term',
      '?subjects=2.5',
      '?subjects=&period=monthly&period=term',
      '?subjects=3&subjects=4',
    ]) {
      test(`bad parameters ${bad} fall back to the defaults, no error`, async ({ page }) => {
        const response = await page.goto(urlFor(`/pricing${bad}`, lang))
        expect(response?.status()).toBe(200)
        await expectQuote(page, lang, 1, 'monthly')
      })
    }

    test('one valid parameter is kept when the other is not', async ({ page }) => {
      await page.goto(urlFor('/pricing?subjects=7&period=weekly', lang))
      await expectQuote(page, lang, 7, 'monthly')
    })

    test('switching language keeps the calculator and its address', async ({ page }) => {
      const other: Lang = lang === 'ar' ? 'en' : 'ar'
      await page.goto(urlFor('/pricing?subjects=5&period=term', lang))
      await expectQuote(page, lang, 5, 'term')
      await page.getByRole('link', { name: catalogs[other].site.nav.switchTo }).click()
      await expect(page.locator('html')).toHaveAttribute('lang', other)
      await expectQuote(page, other, 5, 'term')
      await expect(page).toHaveURL(/[?&]subjects=5(&|$)/)
      await expect(page).toHaveURL(/[?&]period=term(&|$)/)
      if (other === 'en') await expect(page).toHaveURL(/[?&]lang=en(&|$)/)
      else await expect(page).not.toHaveURL(/lang=/)
    })

    test('the four bundles, as the owner wrote them, Term marked most popular', async ({ page }) => {
      await page.goto(urlFor('/pricing', lang))
      const plans = page.getByRole('region', { name: t.plans.title })
      await expect(plans.getByRole('article')).toHaveCount(4)
      for (const plan of PLANS) {
        const card = plans.getByRole('article', { name: t.plans.items[plan.id].name })
        await expect(card).toContainText(egp(lang, plan.price))
        await expect(card.getByRole('listitem')).toHaveText(plan.features.map((key) => t.features[key]))
        const cta = card.getByRole('link', { name: t.plans.items[plan.id].cta })
        await expect(cta).toHaveAttribute('href', site.installUrl)
        await expect(cta).toHaveAttribute('target', '_blank')
        // The badge is visible and in the accessibility tree, on Term only.
        const badge = card.getByRole('paragraph').filter({ hasText: t.plans.popular })
        await expect(badge).toHaveCount(plan.id === 'term' ? 1 : 0)
        if (plan.id === 'term') await expect(badge).toBeVisible()
      }
      expect(await page.getByText('%').count()).toBe(0) // no "save X%" claims
    })

    test('the unlimited bundle is mentioned by the calculator and leads to the Premium card', async ({
      page,
    }) => {
      await page.goto(urlFor('/pricing', lang))
      const { region } = calculator(page, lang)
      await expect(region).toContainText(t.calculator.unlimited)
      await region.getByRole('link', { name: t.calculator.unlimitedLink }).click()
      const premium = page.getByRole('article', { name: t.plans.items.premium.name })
      await expect(premium).toBeInViewport()
      await expect(page).toHaveURL(/#plan-premium$/)
    })

    test('the comparison table: caption, headers, rows and marks', async ({ page }) => {
      await page.goto(urlFor('/pricing', lang))
      const table = page.getByRole('table', { name: t.compare.caption })
      await expect(table.getByRole('columnheader')).toHaveText([
        t.compare.feature,
        t.periods.monthly.name,
        t.periods.term.name,
        t.periods.yearly.name,
      ])
      await expect(table.getByRole('rowheader')).toHaveText(TABLE.map(([key]) => t.features[key]))
      for (const [key, marks] of TABLE) {
        const row = table.getByRole('row', { name: t.features[key] })
        await expect(row.getByRole('cell')).toHaveText(
          marks.map((included) => (included ? t.compare.included : t.compare.notIncluded)),
        )
      }
    })

    test('the subscription FAQ: four questions, one open at a time', async ({ page }) => {
      await page.goto(urlFor('/pricing', lang))
      const faq = page.getByRole('region', { name: t.faq.title })
      await expect(faq).toHaveAttribute('id', 'faq')
      const items = faq.locator('details')
      await expect(items).toHaveCount(4)
      const ids = ['upgrade', 'downgrade', 'refund', 'price'] as const
      for (const id of ids) await expect(faq.getByText(t.faq.items[id].question)).toBeVisible()
      const answer = (index: number) => items.nth(index).locator('p')
      for (let index = 0; index < 4; index++) await expect(answer(index)).toBeHidden()

      await faq.getByText(t.faq.items.upgrade.question).click()
      await expect(answer(0)).toBeVisible()
      await expect(answer(0)).toContainText(lang === 'ar' ? 'في أي وقت' : 'at any time')
      await faq.getByText(t.faq.items.refund.question).click()
      await expect(answer(2)).toBeVisible()
      await expect(answer(0)).toBeHidden()
      await expect(answer(2)).toContainText(lang === 'ar' ? '٧ أيام' : '7 days')
      await faq.getByText(t.faq.items.refund.question).click()
      await expect(answer(2)).toBeHidden()

      // Keyboard: from the refund question, Shift+Tab reaches the downgrade one and Enter opens it.
      await page.keyboard.press('Shift+Tab')
      await page.keyboard.press('Enter')
      await expect(answer(1)).toBeVisible()
      await expect(answer(1)).toContainText(
        lang === 'ar' ? 'من بداية مدة الاشتراك التالية' : 'from the start of your next billing period',
      )
      await page.keyboard.press('Enter')
      await expect(answer(1)).toBeHidden()
      // The price answer quotes the three rates.
      await faq.getByText(t.faq.items.price.question).click()
      for (const period of PERIODS) await expect(answer(3)).toContainText(egp(lang, RATES[period]))
    })

    test('the closing call to action opens the install link in a new tab, without referrer', async ({
      page,
    }) => {
      await page.goto(urlFor('/pricing', lang))
      const cta = page.getByRole('region', { name: t.cta.title }).getByRole('link', { name: t.cta.button })
      await expect(cta).toBeVisible()
      await expect(cta).toHaveAttribute('href', site.installUrl)
      await expect(cta).toHaveAttribute('target', '_blank')
      await expect(cta).toHaveAttribute('rel', /(^|\s)noopener(\s|$)/)
      await expect(cta).toHaveAttribute('rel', /(^|\s)noreferrer(\s|$)/)
    })

    for (const width of [360, 768, 1280]) {
      test(`no horizontal scroll at ${width} px, the table whole`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 })
        await page.goto(urlFor('/pricing?subjects=10&period=yearly', lang))
        await expectQuote(page, lang, 10, 'yearly')
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        )
        expect(overflow).toBe(0)
        const table = page.getByRole('table', { name: t.compare.caption })
        for (const header of await table.getByRole('columnheader').all()) {
          const box = await header.boundingBox()
          expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true)
        }
      })
    }

    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false })
      test('the defaults are rendered: 1 subject, monthly, total 100', async ({ page }) => {
        await page.goto(urlFor('/pricing', lang))
        await expectQuote(page, lang, 1, 'monthly')
        await expect(page.getByRole('article')).toHaveCount(4)
      })
    })
  })
}
