/**
 * The three charts of the landing page (an island, src/features/landing/insights-charts.tsx), in
 * both languages: named points, slices and bars in the page's words and digits, time in reading
 * direction, tooltips by keyboard; in Arabic alone (direction changes nothing there) tooltips by
 * pointer and the tables opened. Drawn before any script, with their tables as served:
 * tests/documents/landing.test.ts.
 */
import { fill } from '../src/i18n/format.ts'
import { centerX, charts, EXPECTED } from './chart-samples.ts'
import { expect, test } from './fixtures.ts'
import { catalogs, directionFree, LANGS, PATHS, urlFor } from './helpers.ts'

for (const lang of LANGS) {
  test.describe(lang, () => {
    const t = catalogs[lang].landing.insights
    const expected = EXPECTED[lang]

    // Read-only checks of one page (no click, no scroll): one load, a step each.
    test('the three charts as drawn: named marks in the page language, in reading direction', async ({
      page,
    }) => {
      await page.goto(urlFor(PATHS.landing, lang))
      await test.step('line chart: six months named in the page language, time in reading direction', async () => {
        const { line, drawing } = charts(page, lang)
        const points = line.getByRole('img')
        await expect(points).toHaveCount(6)
        for (const [index, name] of expected.points.entries()) {
          await expect(points.nth(index)).toHaveAccessibleName(name)
        }
        const svg = drawing(t.line.title)
        for (const label of expected.axis) await expect(svg.getByText(label, { exact: true })).toBeVisible()
        const first = await centerX(points.first())
        const last = await centerX(points.last())
        const axis = await centerX(svg.getByText(expected.top, { exact: true }))
        if (lang === 'ar') {
          expect(first).toBeGreaterThan(last)
          expect(axis).toBeGreaterThan(first)
        } else {
          expect(first).toBeLessThan(last)
          expect(axis).toBeLessThan(first)
        }
      })

      await test.step('donut chart: four slices in four colours, each named with its share', async () => {
        const { pie, drawing } = charts(page, lang)
        const slices = pie.getByRole('img')
        await expect(slices).toHaveCount(4)
        for (const [index, name] of expected.slices.entries()) {
          await expect(slices.nth(index)).toHaveAccessibleName(name)
        }
        const fills = await slices.evaluateAll((paths) => paths.map((path) => getComputedStyle(path).fill))
        expect(new Set(fills).size).toBe(4)
        // The first slice runs clockwise from twelve o'clock in English, anticlockwise in Arabic.
        const middle = await centerX(drawing(t.pie.title))
        const first = await centerX(slices.first())
        if (lang === 'ar') expect(first).toBeLessThan(middle)
        else expect(first).toBeGreaterThan(middle)
      })

      await test.step('bar chart: before and after for four subjects, in reading direction', async () => {
        const { bar } = charts(page, lang)
        const bars = bar.getByRole('img')
        await expect(bars).toHaveCount(8)
        for (const [index, name] of expected.bars.entries()) {
          await expect(bars.nth(index)).toHaveAccessibleName(name)
        }
        const first = await centerX(bars.first())
        const last = await centerX(bars.last())
        if (lang === 'ar') expect(first).toBeGreaterThan(last)
        else expect(first).toBeLessThan(last)
        // The legend names both series.
        await expect(bar.getByRole('listitem')).toHaveText([t.bar.before, t.bar.after])
      })
    })

    if (directionFree(lang))
      test('tooltips follow the pointer and leave with it', async ({ page }) => {
        await page.goto(urlFor(PATHS.landing, lang))
        await charts(page, lang).ready()
        const { line, pie, bar } = charts(page, lang)
        await expect(line.getByRole('tooltip')).toHaveCount(0)

        await line.getByRole('img').nth(5).hover()
        const lineTip = line.getByRole('tooltip')
        await expect(lineTip).toBeVisible()
        await expect(lineTip).toContainText(t.monthsLong[2] ?? '')
        await expect(lineTip).toContainText(expected.points[5]?.split(': ')[1] ?? '')

        await pie.getByRole('img').nth(3).hover()
        await expect(line.getByRole('tooltip')).toHaveCount(0)
        await expect(pie.getByRole('tooltip')).toContainText(t.subjects.english)

        await bar.getByRole('img').nth(1).hover()
        await expect(bar.getByRole('tooltip')).toContainText(t.subjects.math)
        await expect(bar.getByRole('tooltip')).toContainText(t.bar.after)

        await page.mouse.move(1, 1)
        await expect(bar.getByRole('tooltip')).toHaveCount(0)
      })

    test('tooltips follow keyboard focus; arrows move in reading direction; Escape hides', async ({
      page,
    }) => {
      await page.goto(urlFor(PATHS.landing, lang))
      await charts(page, lang).ready()
      const { line, pie } = charts(page, lang)
      const points = line.getByRole('img')
      // One tab stop per chart (a roving tab index).
      await expect(points.first()).toHaveAttribute('tabindex', '0')
      await expect(points.nth(1)).toHaveAttribute('tabindex', '-1')
      await points.first().focus()
      const tip = line.getByRole('tooltip')
      await expect(tip).toContainText(t.monthsLong[9] ?? '')
      await page.keyboard.press(expected.next)
      await expect(points.nth(1)).toBeFocused()
      await expect(tip).toContainText(t.monthsLong[10] ?? '')
      await page.keyboard.press('End')
      await expect(points.last()).toBeFocused()
      await expect(tip).toContainText(t.monthsLong[2] ?? '')
      await page.keyboard.press('Escape')
      await expect(tip).toHaveCount(0)

      // Tab leaves the chart (to its table toggle), and the next Tab lands on the donut's first slice.
      await page.keyboard.press('Tab')
      await expect(line.getByText(t.showTable)).toBeFocused()
      await page.keyboard.press('Tab')
      await expect(pie.getByRole('img').first()).toBeFocused()
      await expect(pie.getByRole('tooltip')).toContainText(t.subjects.math)
    })

    if (directionFree(lang))
      test('each chart has its data as a table, with a caption and the right rows', async ({ page }) => {
        await page.goto(urlFor(PATHS.landing, lang))
        await charts(page, lang).ready()
        const { line, pie, bar } = charts(page, lang)
        const cases = [
          {
            figure: line,
            caption: fill(t.line.tableCaption, { max: expected.max }),
            rows: 6,
            first: expected.lineRow,
          },
          { figure: pie, caption: t.pie.tableCaption, rows: 4, first: expected.pieRow },
          {
            figure: bar,
            caption: fill(t.bar.tableCaption, { max: expected.max }),
            rows: 4,
            first: expected.barRow,
          },
        ]
        for (const { figure, caption, rows, first } of cases) {
          const table = figure.getByRole('table', { name: caption })
          await expect(table).toBeHidden()
          await figure.getByText(t.showTable).click()
          await expect(table).toBeVisible()
          await expect(table.getByRole('row')).toHaveCount(rows + 1)
          await expect(
            table
              .getByRole('row')
              .nth(1)
              .getByRole('cell')
              .or(table.getByRole('row').nth(1).getByRole('rowheader')),
          ).toHaveText([...first])
        }
      })
  })
}

test('the language switch leads to the twin page, its charts relabelled and mirrored', async ({ page }) => {
  await page.goto(urlFor(PATHS.landing, 'ar'))
  const arabic = charts(page, 'ar')
  await arabic.ready()
  const points = arabic.line.getByRole('img')
  expect(await centerX(points.first())).toBeGreaterThan(await centerX(points.last()))
  await page.getByRole('link', { name: catalogs.en.site.nav.switchTo }).click()
  await expect(page).toHaveURL(new RegExp(`${urlFor(PATHS.landing, 'en')}(#[\\w-]+)?$`))
  const english = charts(page, 'en')
  await english.ready()
  const englishPoints = english.line.getByRole('img')
  await expect(englishPoints.first()).toHaveAccessibleName(EXPECTED.en.points[0])
  expect(await centerX(englishPoints.first())).toBeLessThan(await centerX(englishPoints.last()))
})
