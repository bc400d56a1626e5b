import { useEffect } from 'react'
import { buttonClass } from '#src/components/ui/button-styles.ts'
import { Container } from '#src/components/ui/container.tsx'
import { ROUTES } from '#src/config/routes.ts'
import { formatInteger } from '#src/i18n/format.ts'
import { localizedHref } from '#src/i18n/lang.ts'
import { useLocale } from '#src/i18n/locale-context.tsx'

/** "404", the apology, a way home; the unknown path goes to the console as an error. */
export function NotFoundMessage() {
  const { lang, t } = useLocale()
  const copy = t.notFound
  useEffect(() => {
    console.error(`404 Not Found: ${window.location.pathname}`)
  }, [])
  return (
    <section aria-labelledby="not-found-title" className="bg-tint py-24 sm:py-32">
      <Container className="text-center">
        <p className="text-7xl font-extrabold text-brand-700 sm:text-8xl" aria-hidden="true">
          {formatInteger(lang, 404)}
        </p>
        <h1 id="not-found-title" className="mt-4 text-3xl font-extrabold text-ink sm:text-4xl">
          <span className="sr-only">{formatInteger(lang, 404)} </span>
          {copy.heading}
        </h1>
        <p className="mx-auto mt-4 max-w-md text-lg text-muted">{copy.body}</p>
        <a href={localizedHref(ROUTES.landing.path, lang)} className={`${buttonClass('primary', 'lg')} mt-8`}>
          {copy.home}
        </a>
      </Container>
    </section>
  )
}
