import type { ReactNode } from 'react'

/** Keeps a phone number, e-mail or URL left-to-right inside Arabic text. */
export function Ltr({ children }: { children: ReactNode }) {
  return (
    <bdi dir="ltr" className="inline-block">
      {children}
    </bdi>
  )
}
