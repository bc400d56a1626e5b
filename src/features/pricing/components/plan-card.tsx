import { cn } from '#src/components/ui/cn.ts'
import type { Plan } from '#src/content/pricing.ts'
import { useWords } from '#src/content/use-words.tsx'
import { CtaLink } from '#src/features/site/cta-link.tsx'
import { plural } from '#src/i18n/format.ts'
import { useLocale } from '#src/i18n/locale-context.tsx'
import { featureName } from '../feature-names.ts'
import { planAnchor } from '../pricing-ids.ts'
import { CheckMark } from './marks.tsx'
import { Price } from './price.tsx'

/**
 * One bundle: its name, its size (how many subjects), its price for its billing period, its whole
 * feature list and a call to action. The recommended one stands out.
 */
export function PlanCard({ plan }: { plan: Plan }) {
  const { lang } = useLocale()
  const pricingCopy = useWords('pricing')
  const copy = pricingCopy.plans
  const item = copy.items[plan.id]
  const titleId = `${planAnchor(plan.id)}-title`
  const featured = plan.highlighted
  return (
    <article
      id={planAnchor(plan.id)}
      aria-labelledby={titleId}
      className={cn(
        'relative flex scroll-mt-24 flex-col rounded-card border p-6 shadow-soft transition-shadow target:ring-4 target:ring-accent hover:shadow-lift sm:p-7',
        featured
          ? 'border-panel bg-panel text-on-brand lg:-my-4 lg:py-11'
          : 'border-line/80 bg-card text-ink',
      )}
    >
      <h3 id={titleId} className="text-xl font-extrabold">
        {item.name}
      </h3>
      {featured ? (
        <p className="absolute -top-3.5 start-6 rounded-full bg-accent px-3.5 py-1 text-sm font-extrabold text-on-accent shadow-soft">
          {copy.recommended}
        </p>
      ) : null}
      <p
        className={cn(
          'mt-3 self-start rounded-full px-3 py-1 text-base font-extrabold',
          featured ? 'bg-on-brand/15 text-on-brand' : 'bg-tint text-brand-800',
        )}
      >
        {plan.subjects === 'unlimited'
          ? copy.unlimited
          : plural(lang, plan.subjects, pricingCopy.calculator.subjects)}
      </p>
      <p className="mt-5">
        <Price amount={plan.price} />{' '}
        <span className={cn('ms-1 text-base font-semibold', featured ? 'text-on-brand-muted' : 'text-muted')}>
          {pricingCopy.periods[plan.period].per}
        </span>
      </p>
      <ul
        aria-label={copy.included}
        className={cn(
          'render-list-when-near mt-6 mb-8 space-y-3 border-t pt-6',
          featured ? 'border-on-brand/15' : 'border-line',
        )}
      >
        {plan.features.map((feature) => (
          <li key={feature} className="flex items-start gap-2.5">
            <span
              className={cn(
                'mt-0.5 grid size-6 shrink-0 place-items-center rounded-full',
                featured ? 'bg-accent text-on-accent' : 'bg-tint text-brand-700',
              )}
            >
              <CheckMark className="size-4" />
            </span>
            <span className="font-semibold">{featureName(lang, feature)}</span>
          </li>
        ))}
      </ul>
      <CtaLink
        name={`plan-${plan.id}`}
        variant={featured ? 'accent' : 'secondary'}
        className="mt-auto w-full"
      >
        {copy.cta}
      </CtaLink>
    </article>
  )
}
