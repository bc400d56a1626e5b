import { buttonClass } from '#src/components/ui/button-styles.ts'
import { Container } from '#src/components/ui/container.tsx'
import { pagePath } from '#src/config/routes.ts'
import { useWords } from '#src/content/use-words.tsx'
import { formatInteger } from '#src/i18n/format.ts'
import { useLocale } from '#src/i18n/locale-context.tsx'
import { keepWithNext } from '#src/i18n/typeset.ts'

/**
 * "404", the apology, a way home. The unknown path goes to the console as an error from the head
 * script (src/document/head-script.ts), so this page ships no JavaScript file.
 */
export function NotFoundMessage() {
  const { lang } = useLocale()
  const copy = useWords('site').notFound
  return (
    <section aria-labelledby="not-found-title" className="bg-tint py-24 sm:py-32">
      <Container className="text-center">
        <p className="text-7xl font-extrabold text-brand-700 sm:text-8xl" aria-hidden="true">
          {formatInteger(lang, 404)}
        </p>
        <h1 id="not-found-title" className="mt-4 text-3xl font-extrabold text-ink sm:text-4xl">
          <span className="sr-only">{formatInteger(lang, 404)} </span>
          {keepWithNext(copy.heading)}
        </h1>
        <p className="mx-auto mt-4 max-w-md text-lg text-muted">{copy.body}</p>
        <a href={pagePath('landing', lang)} className={`${buttonClass('primary', 'lg')} mt-8`}>
          {copy.home}
        </a>
      </Container>
    </section>
  )
}
