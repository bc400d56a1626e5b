import { ArrowRight, Download } from 'lucide-react'
import { CtaBand } from '../../../components/ui/cta-band.tsx'
import { useLocale } from '../../../i18n/locale-context.tsx'
import { CtaLink } from '../../site/cta-link.tsx'
import { useLandingCopy } from '../use-landing-copy.ts'

/** The last invitation before the footer. */
export function ClosingCta() {
  const { dir } = useLocale()
  const copy = useLandingCopy().closing
  return (
    <CtaBand id="closing" title={copy.title} body={copy.body}>
      <CtaLink size="lg" variant="accent" className="max-sm:w-full">
        {copy.tryCta}
        <ArrowRight aria-hidden="true" className={`size-5 ${dir === 'rtl' ? '-scale-x-100' : ''}`} />
      </CtaLink>
      <CtaLink size="lg" variant="ghost-on-ink" className="max-sm:w-full">
        <Download aria-hidden="true" className="size-5" />
        {copy.downloadCta}
      </CtaLink>
    </CtaBand>
  )
}
