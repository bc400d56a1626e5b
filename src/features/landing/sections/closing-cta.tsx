import { CtaBand } from '#src/components/ui/cta-band.tsx'
import { useWords } from '#src/content/use-words.tsx'
import { InstallButtons } from '../components/install-buttons.tsx'

/** The last invitation before the footer. */
export function ClosingCta() {
  const copy = useWords('landing').closing
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
