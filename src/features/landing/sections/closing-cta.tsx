import { CtaBand } from '#src/components/ui/cta-band.tsx'
import { InstallButtons } from '../components/install-buttons.tsx'
import { useLandingCopy } from '../use-landing-copy.ts'

/** The last invitation before the footer. */
export function ClosingCta() {
  const copy = useLandingCopy().closing
  return (
    <CtaBand id="closing" title={copy.title} body={copy.body}>
      <InstallButtons
        place="closing"
        tryLabel={copy.tryCta}
        downloadLabel={copy.downloadCta}
        tryVariant="accent"
        downloadVariant="ghost-on-ink"
      />
    </CtaBand>
  )
}
