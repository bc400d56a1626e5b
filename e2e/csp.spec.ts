import { expect, test } from './fixtures.ts'
import { LANGS, urlFor } from './helpers.ts'

for (const lang of LANGS) {
  for (const path of ['/', '/pricing', '/missing-page']) {
    test(`no CSP violation and no console error on ${path} in ${lang}`, async ({ page }) => {
      const problems: string[] = []
      page.on('console', (message) => {
        if (message.type() !== 'error') return
        const text = message.text()
        // The not-found page's own report of the unknown path, and its 404 status, are expected.
        if (
          path === '/missing-page' &&
          (/404 Not Found: \/missing-page/.test(text) || /status of 404/.test(text))
        )
          return
        problems.push(text)
      })
      page.on('pageerror', (error) => problems.push(String(error)))
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`)
        })
      })
      const response = await page.goto(urlFor(path, lang))
      expect(response?.headers()['content-security-policy']).toContain("script-src 'self' 'sha256-")
      // Use the page a little: scroll to the end (lazy images, charts) and open the first FAQ item.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
      const faq = page.locator('details[name="faq"] > summary').first()
      if (await faq.count()) await faq.click()
      await page.waitForTimeout(300)
      expect(problems).toEqual([])
    })
  }
}
