import type { MouseEvent, SyntheticEvent } from 'react'
import { cn } from '#src/components/ui/cn.ts'
import { siteCopy } from '#src/i18n/copy/site.ts'
import { localizedHref, otherLang } from '#src/i18n/lang.ts'
import { useLocale } from '#src/i18n/locale-context.tsx'

/**
 * A link to the page in the other language, labelled with that language's own name. Without
 * JavaScript it navigates; with it, the page flips in place and keeps its state.
 */
export function LanguageSwitcher({ path, className }: { path: string; className?: string }) {
  const { lang, setLang } = useLocale()
  const other = otherLang(lang)
  const { switchTo, switchToLabel } = siteCopy[other].nav
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return
    event.preventDefault()
    setLang(other)
  }
  // The prerendered link knows only the path. Before a visitor opens it another way (new tab,
  // context menu, keyboard), point it at the current address, calculator state included.
  const refresh = (event: SyntheticEvent<HTMLAnchorElement>) => {
    const { pathname, search, hash } = window.location
    event.currentTarget.href = localizedHref(path === '' ? '' : pathname, other, search, hash)
  }
  return (
    <a
      href={localizedHref(path, other)}
      hrefLang={other}
      lang={other}
      title={switchToLabel}
      onClick={onClick}
      onPointerDown={refresh}
      onFocus={refresh}
      onContextMenu={refresh}
      className={cn(
        'inline-flex min-h-10 items-center rounded-full px-3 text-sm font-bold text-brand-800 hover:bg-tint focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
        className,
      )}
    >
      {switchTo}
    </a>
  )
}
