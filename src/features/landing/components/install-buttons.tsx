import type { ButtonVariant } from '#src/components/ui/button-styles.ts'
import { ArrowRight, Download } from '#src/components/ui/icons.ts'
import { MirroredIcon } from '#src/components/ui/mirrored-icon.tsx'
import { CtaLink } from '#src/features/site/cta-link.tsx'

/** The landing page's pair of calls to action: try (with a forward arrow) and download. */
export function InstallButtons({
  place,
  tryLabel,
  downloadLabel,
  tryVariant,
  downloadVariant,
}: {
  /** Where they stand: their names are `<place>-start` and `<place>-download`. */
  place: 'hero' | 'closing'
  tryLabel: string
  downloadLabel: string
  tryVariant: ButtonVariant
  downloadVariant: ButtonVariant
}) {
  return (
    <>
      <CtaLink name={`${place}-start`} size="lg" variant={tryVariant} className="max-sm:w-full">
        {tryLabel}
        <MirroredIcon icon={ArrowRight} className="size-5" />
      </CtaLink>
      <CtaLink name={`${place}-download`} size="lg" variant={downloadVariant} className="max-sm:w-full">
        <Download className="size-5" />
        {downloadLabel}
      </CtaLink>
    </>
  )
}
