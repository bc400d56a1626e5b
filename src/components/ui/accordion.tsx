import type { ReactNode } from 'react'
import { cn } from './cn.ts'
import { ChevronDown } from './icons.ts'

export interface AccordionItem {
  id: string
  question: string
  answer: ReactNode
}

/**
 * An accordion on the platform: `<details name>` opens one item at a time, closes the open item
 * when its summary is selected again, works without JavaScript and with the keyboard.
 */
export function Accordion({
  name,
  items,
  className,
}: {
  name: string
  items: AccordionItem[]
  className?: string
}) {
  return (
    <div
      className={cn(
        'divide-y divide-line overflow-hidden rounded-card border border-line bg-card shadow-soft',
        className,
      )}
    >
      {items.map((item) => (
        <details key={item.id} name={name} className="group">
          <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-start text-lg font-bold text-ink hover:bg-tint focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-focus sm:px-6 [&::-webkit-details-marker]:hidden">
            <span>{item.question}</span>
            <ChevronDown className="size-5 shrink-0 text-brand-700 transition-transform duration-200 group-open:rotate-180" />
          </summary>
          {/* Its id is a fragment the browser opens this item for (the language switch keeps it). */}
          <div id={`${name}-${item.id}`} className="scroll-mt-40 px-5 pb-5 text-pretty text-muted sm:px-6">
            {item.answer}
          </div>
        </details>
      ))}
    </div>
  )
}
