import { site } from '../src/config/site.ts'
import { expect, test } from './fixtures.ts'
import { catalogs, endsWithAddress, LANGS, PATHS, urlFor } from './helpers.ts'

for (const lang of LANGS) {
  const t = catalogs[lang].site
  test.describe(lang, () => {
    // Read-only checks of one page (no click, no scroll): one load, a step each.
    test('the landing page chrome: navigation bar, footer, contact details', async ({ page }) => {
      await page.goto(urlFor(PATHS.landing, lang))
      await test.step('navigation bar: logo home, pricing, switcher, try button', async () => {
        await expect(page.getByRole('link', { name: t.homeLink })).toHaveAttribute(
          'href',
          urlFor(PATHS.landing, lang),
        )
        const nav = page.getByRole('navigation', { name: t.nav.label })
        await expect(nav.getByRole('link', { name: t.nav.pricing })).toHaveAttribute(
          'href',
          urlFor(PATHS.pricing, lang),
        )
        await expect(nav.getByRole('link', { name: lang === 'ar' ? 'English' : 'العربية' })).toBeVisible()
        await expect(nav.getByRole('link', { name: t.nav.tryCta })).toHaveAttribute('href', site.installUrl)
      })

      await test.step('footer: about, platform links to real sections, contact links, company links, © 2025', async () => {
        const footer = page.getByRole('contentinfo')
        await expect(footer.getByText(t.footer.about)).toBeVisible()
        const platform = footer.getByRole('navigation', { name: t.footer.platform })
        for (const [name, target] of [
          [t.footer.features, '#features'],
          [t.footer.howItWorks, '#how-it-works'],
          [t.footer.faq, '#faq'],
        ] as const) {
          await expect(platform.getByRole('link', { name })).toHaveAttribute('href', target)
          await expect(page.locator(target)).toHaveCount(1)
        }
        await expect(platform.getByRole('link', { name: t.footer.pricing })).toHaveAttribute(
          'href',
          urlFor(PATHS.pricing, lang),
        )
        await expect(footer.getByRole('link', { name: site.support.email })).toHaveAttribute(
          'href',
          `mailto:${site.support.email}`,
        )
        await expect(footer.locator(`a[href="tel:${site.support.phone}"]`)).toBeVisible()
        await expect(footer.getByText(site.address[lang])).toBeVisible()
        const company = footer.getByRole('navigation', { name: t.footer.company })
        await expect(company.getByRole('link', { name: t.footer.about_ })).toHaveAttribute(
          'href',
          site.company.about,
        )
        // A company page that does not exist yet is named as plain text that says so: no link.
        for (const [key, label, notYet] of [
          ['careers', t.footer.careers, t.footer.careersNotYet],
          ['blog', t.footer.blog, t.footer.blogNotYet],
        ] as const) {
          const href = site.company[key]
          if (href)
            await expect(company.getByRole('link', { name: label, exact: true })).toHaveAttribute(
              'href',
              href,
            )
          else {
            await expect(company.getByText(notYet, { exact: true })).toBeVisible()
            await expect(company.getByRole('link', { name: new RegExp(label) })).toHaveCount(0)
          }
        }
        await expect(company.getByRole('link', { name: t.footer.contactUs })).toHaveAttribute(
          'href',
          site.company.contact,
        )
        await expect(footer).toContainText(lang === 'ar' ? '© ٢٠٢٥' : '© 2025')
      })

      await test.step('phone and e-mail read left to right inside the page', async () => {
        const phone = page.locator(`a[href="tel:${site.support.phone}"] bdi`)
        await expect(phone).toHaveAttribute('dir', 'ltr')
        // The groups of digits stay in their order on screen: "+20" is left of "100".
        const groups = lang === 'ar' ? ['٢٠', '١٠٠', '٤٥٦٧'] : ['20', '100', '4567']
        const boxes = await phone.evaluate((element, needles) => {
          const text = element.firstChild as Text
          const range = document.createRange()
          const positionOf = (needle: string) => {
            const at = (text.textContent ?? '').indexOf(needle)
            range.setStart(text, at)
            range.setEnd(text, at + needle.length)
            return range.getBoundingClientRect().left
          }
          return needles.map(positionOf)
        }, groups)
        expect(boxes[0]).toBeLessThan(boxes[1] ?? 0)
        expect(boxes[1]).toBeLessThan(boxes[2] ?? 0)
      })
    })

    test('the pricing page shares the chrome: try button, switcher, footer without QR', async ({ page }) => {
      await page.goto(urlFor(PATHS.pricing, lang))
      const nav = page.getByRole('navigation', { name: t.nav.label })
      await expect(nav.getByRole('link', { name: t.nav.tryCta })).toBeVisible()
      await expect(page.getByRole('link', { name: t.homeLink })).toBeVisible()
      const platform = page.getByRole('contentinfo').getByRole('navigation', { name: t.footer.platform })
      await expect(platform.getByRole('link', { name: t.footer.features })).toHaveAttribute(
        'href',
        `${urlFor(PATHS.landing, lang)}#features`,
      )
    })
  })
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  for (const lang of LANGS) {
    for (const [path, title] of [
      [PATHS.landing, catalogs[lang].landing.hero.title],
      [PATHS.pricing, catalogs[lang].pricing.hero.title],
    ] as const) {
      test(`${path} in ${lang} shows its content and working links`, async ({ page }) => {
        await page.goto(urlFor(path, lang))
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
        const footer = page.getByRole('contentinfo')
        await footer.getByRole('link', { name: catalogs[lang].site.footer.pricing }).click()
        await expect(page).toHaveURL(endsWithAddress(urlFor(PATHS.pricing, lang)))
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(catalogs[lang].pricing.hero.title)
      })
    }
    test(`the switcher works as a plain link in ${lang}`, async ({ page }) => {
      await page.goto(urlFor(PATHS.landing, lang))
      await page.getByRole('link', { name: lang === 'ar' ? 'English' : 'العربية' }).click()
      const other = lang === 'ar' ? 'en' : 'ar'
      await expect(page.locator('html')).toHaveAttribute('lang', other)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(catalogs[other].landing.hero.title)
    })
  }
})
