import { ArrowRight } from '#src/components/ui/icons.ts'
import { MirroredIcon } from '#src/components/ui/mirrored-icon.tsx'
import { useWords } from '#src/content/use-words.tsx'
import { PRICING_IDS } from '../pricing-ids.ts'

/**
 * The two ways to pay, at the top of the pricing page: by the subject (the calculator) or a
 * bundle (the cards), each with a link to its section, so a parent knows there are two prices
 * before reading either. Named by the hero's description (`labelledBy`), which introduces them.
 */
export function WaysToPay({ labelledBy }: { labelledBy: string }) {
  const ways = useWords('pricing').hero.ways
  const items = [
    { key: 'perSubject', target: PRICING_IDS.calculator, ...ways.perSubject },
    { key: 'bundle', target: PRICING_IDS.plans, ...ways.bundle },
  ]
  return (
    <ul aria-labelledby={labelledBy} className="mx-auto mt-8 grid max-w-3xl gap-4 text-start sm:grid-cols-2">
      {items.map((item) => (
        <li
          key={item.key}
          className="flex flex-col rounded-card border border-brand-100 bg-card p-5 shadow-soft sm:p-6"
        >
          <strong className="text-xl font-extrabold text-brand-800">{item.name}</strong>
          <span className="mt-2 text-pretty text-muted">{item.body}</span>
          <a
            href={`#${item.target}`}
            className="mt-4 inline-flex items-center gap-1.5 self-start rounded font-bold text-brand-700 underline underline-offset-4 hover:text-brand-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
          >
            {item.link}
            <MirroredIcon icon={ArrowRight} className="size-4" />
          </a>
        </li>
      ))}
    </ul>
  )
}
