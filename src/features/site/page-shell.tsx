import type { ReactNode } from 'react'
import type { PageId } from '#src/config/routes.ts'
import { SECTION_IDS } from '#src/config/section-ids.ts'
import { Footer } from './footer.tsx'
import { Navbar } from './navbar.tsx'
import { SkipLink } from './skip-link.tsx'

/** Skip link, navigation bar, main landmark and footer: the frame of every page. */
export function PageShell({
  page,
  showPricingLink = true,
  showQr = false,
  children,
}: {
  page: PageId
  showPricingLink?: boolean
  showQr?: boolean
  children: ReactNode
}) {
  return (
    <>
      <SkipLink />
      <Navbar page={page} showPricingLink={showPricingLink} />
      <main id={SECTION_IDS.main} tabIndex={-1} className="outline-none">
        {children}
      </main>
      <Footer page={page} showQr={showQr} />
    </>
  )
}
