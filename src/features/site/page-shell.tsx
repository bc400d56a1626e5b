import type { ReactNode } from 'react'
import { Footer } from './footer.tsx'
import { Navbar } from './navbar.tsx'
import { SECTION_IDS } from './section-ids.ts'
import { SkipLink } from './skip-link.tsx'

/** Skip link, navigation bar, main landmark and footer: the frame of every page. */
export function PageShell({
  path,
  showPricingLink = true,
  showQr = false,
  children,
}: {
  path: string
  showPricingLink?: boolean
  showQr?: boolean
  children: ReactNode
}) {
  return (
    <>
      <SkipLink />
      <Navbar path={path} showPricingLink={showPricingLink} />
      <main id={SECTION_IDS.main} tabIndex={-1} className="outline-none">
        {children}
      </main>
      <Footer path={path} showQr={showQr} />
    </>
  )
}
