import type { Page } from '@playwright/test'
import { SECTION_IDS } from '../src/config/section-ids.ts'
import { expect, test } from './fixtures.ts'
import { catalogs, LANGS, PATHS, urlFor, withoutHttpCache } from './helpers.ts'

/** What a visitor reads, in each language's own digits. */
const EXPECTED = {
  ar: { steps: ['الخطوة ١', 'الخطوة ٢', 'الخطوة ٣', 'الخطوة ٤'], stats: ['مليون', '٣٫٨', '١٠٠'] },
  en: { steps: ['Step 1', 'Step 2', 'Step 3', 'Step 4'], stats: ['1M', '3.8', '100'] },
} as const

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true })

for (const lang of LANGS) {
  test.describe(lang, () => {
    const t = catalogs[lang].landing

    // Read-only checks of one page: one load, a step each.
    test('the landing page as a visitor reads it: its sections and their contents', async ({ page }) => {
      await page.goto(urlFor(PATHS.landing, lang))
      await test.step('has one h1 and every section, in the order of the specification', async () => {
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.hero.title)
        await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
          t.howItWorks.title,
          t.insights.title,
          t.features.title,
          t.useCases.title,
          t.audiences.title,
          t.stats.title,
          t.faq.title,
          t.closing.title,
        ])
        // The navigation bar comes first and the footer (with its QR code) last.
        await expect(page.getByRole('banner')).toBeVisible()
        await expect(
          page.getByRole('contentinfo').getByRole('img', { name: catalogs[lang].site.footer.qrAlt }),
        ).toBeVisible()
      })

      await test.step('hero: the promise, both calls to action and the phone', async () => {
        const hero = region(page, t.hero.title)
        await expect(hero.getByText(t.hero.description)).toBeVisible()
        for (const name of [t.hero.tryCta, t.hero.downloadCta]) {
          const cta = hero.getByRole('link', { name: new RegExp(`^${name}`) })
          await expect(cta).toHaveAttribute('target', '_blank')
          await expect(cta).toHaveAttribute('rel', /noreferrer/)
        }
        const phone = hero.getByRole('img', { name: t.hero.phone.label })
        await expect(phone).toBeVisible()
        // The phone speaks the page's language.
        await expect(phone.getByText(t.hero.phone.next)).toBeVisible()
      })

      await test.step('how it works: four numbered steps, in the page digits', async () => {
        const section = region(page, t.howItWorks.title)
        await expect(section).toHaveAttribute('id', SECTION_IDS.howItWorks)
        const steps = section.getByRole('listitem')
        await expect(steps).toHaveCount(4)
        const titles = Object.values(t.howItWorks.steps).map((step) => step.title)
        for (const [index, label] of EXPECTED[lang].steps.entries()) {
          await expect(steps.nth(index)).toContainText(label)
          await expect(steps.nth(index).getByRole('heading', { level: 3 })).toHaveText(titles[index] ?? '')
        }
      })

      await test.step('features, use cases and audiences: six, three and three cards', async () => {
        const features = region(page, t.features.title)
        await expect(features).toHaveAttribute('id', SECTION_IDS.features)
        await expect(features.getByRole('heading', { level: 3 })).toHaveText(
          Object.values(t.features.items).map((item) => item.title),
        )
        await expect(region(page, t.useCases.title).getByRole('heading', { level: 3 })).toHaveText(
          Object.values(t.useCases.items).map((item) => item.title),
        )
        const audiences = region(page, t.audiences.title)
        await expect(audiences.getByRole('heading', { level: 3 })).toHaveText(
          Object.values(t.audiences.items).map((item) => item.title),
        )
        // Teachers and parents are told what the specification promises them.
        const others = t.audiences.items.filter((item) => item.audience !== 'students')
        for (const point of others.flatMap((item) => item.points)) {
          await expect(audiences.getByText(point, { exact: true })).toBeVisible()
        }
      })

      await test.step('stats band: the three claims in the page digits', async () => {
        const stats = region(page, t.stats.title)
        const [students, rating, institutions] = EXPECTED[lang].stats
        await expect(stats.getByText(students, { exact: true })).toBeVisible()
        await expect(stats.getByText(rating, { exact: true })).toBeVisible()
        await expect(stats.getByText(institutions, { exact: true })).toBeVisible()
        for (const label of [t.stats.studentsLabel, t.stats.ratingLabel, t.stats.institutionsLabel]) {
          await expect(stats.getByText(label)).toBeVisible()
        }
      })

      await test.step('FAQ and closing call to action are in place', async () => {
        await expect(region(page, t.faq.title)).toHaveAttribute('id', SECTION_IDS.faq)
        const closing = region(page, t.closing.title)
        await expect(closing.getByRole('link', { name: new RegExp(`^${t.closing.tryCta}`) })).toHaveAttribute(
          'target',
          '_blank',
        )
      })
    })

    test('no horizontal scroll at 360, 768 and 1280 px', async ({ page }) => {
      await withoutHttpCache(page)
      for (const width of [360, 768, 1280]) {
        // Loaded afresh at each width, in one tab.
        await page.setViewportSize({ width, height: 900 })
        await page.goto(urlFor(PATHS.landing, lang))
        // Wider than its viewport, a document scrolls sideways (narrower: the scrollbar's gutter).
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        )
        expect(overflow, `${width}px`).toBeLessThanOrEqual(0)
        // Every section fits the viewport (nothing wider than the page hides under overflow).
        const widest = await page
          .getByRole('main')
          .locator(':scope > section')
          .evaluateAll((sections) => Math.max(...sections.map((section) => section.scrollWidth)))
        expect(widest, `${width}px`).toBeLessThanOrEqual(width)
      }
    })
  })
}
