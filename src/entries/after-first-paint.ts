/**
 * Starts the page's interactive code once the prerendered page has loaded and painted, so the
 * first paint waits only for the HTML, the CSS and the fonts, never for React (the page is
 * complete and usable without it: links, the language switcher and the FAQ work natively).
 */
export function afterFirstPaint(start: () => Promise<unknown>) {
  const go = () =>
    requestAnimationFrame(() =>
      setTimeout(() => {
        start().catch((error: unknown) => console.error('Faheem: the interactive code failed to load', error))
      }, 0),
    )
  if (document.readyState === 'complete') go()
  else window.addEventListener('load', go, { once: true })
}
