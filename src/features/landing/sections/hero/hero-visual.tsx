import { useWords } from '#src/content/use-words.tsx'
import { mirrorRectX, mirrorX } from '#src/features/charts/mirror.ts'
import { formatPercentChange, plural } from '#src/i18n/format.ts'
import { useLocale } from '#src/i18n/locale-context.tsx'
import { HERO_QUIZ } from '../../data/hero-quiz.ts'
import { PHONE_WIDTH, PhoneScreen } from './phone-screen.tsx'

const W = 440
const H = 540
/** The phone sits in the middle; the cards float over its edges. */
const PHONE_OFFSET = (W - PHONE_WIDTH) / 2

/**
 * The hero's illustration: the app on a phone with two floating cards (a study streak and this
 * week's progress). Inline SVG with a fixed viewBox and size: crisp, and nothing shifts.
 */
export function HeroVisual({ className }: { className?: string }) {
  const { lang, dir } = useLocale()
  const landingCopy = useWords('landing')
  const copy = landingCopy.hero.phone
  const x = (value: number) => mirrorX(value, W, dir)
  const left = (value: number, width: number) => mirrorRectX(value, width, W, dir)
  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      width={W}
      height={H}
      role="img"
      aria-label={copy.label}
      className={className}
    >
      <defs>
        <filter id="hero-shadow" x="-30%" y="-30%" width="160%" height="160%">
          <feDropShadow
            dx="0"
            dy="8"
            stdDeviation="10"
            className="[flood-color:var(--color-ink)] [flood-opacity:0.2]"
          />
        </filter>
        <filter id="hero-card-shadow" x="-30%" y="-30%" width="160%" height="160%">
          <feDropShadow
            dx="0"
            dy="5"
            stdDeviation="6"
            className="[flood-color:var(--color-ink)] [flood-opacity:0.16]"
          />
        </filter>
      </defs>
      <circle cx={W / 2} cy="262" r="180" className="fill-brand-100/70" />
      <circle cx={x(372)} cy="60" r="30" className="fill-accent-soft" />
      <circle cx={x(70)} cy="250" r="14" className="fill-brand-200/70" />
      <path
        d="M0-9l2.6 6.4L9 0l-6.4 2.6L0 9l-2.6-6.4L-9 0l6.4-2.6z"
        transform={`translate(${x(72)} 96)`}
        className="fill-accent"
      />
      <path
        d="M0-6l1.7 4.3L6 0 1.7 1.7 0 6l-1.7-4.3L-6 0l4.3-1.7z"
        transform={`translate(${x(386)} 400)`}
        className="fill-brand-500"
      />

      <g transform={`translate(${PHONE_OFFSET} 0)`}>
        <PhoneScreen dir={dir} />
      </g>

      {/* A study streak, floating at the phone's top end. */}
      <g filter="url(#hero-card-shadow)">
        <rect x={left(300, 124)} y="112" width="124" height="42" rx="14" className="fill-card" />
      </g>
      <circle cx={x(320)} cy="133" r="11" className="fill-accent-soft" />
      <path
        d="M0-7.5C3.4-4.2 5.2-1.4 5.2 1.6a5.2 5.2 0 0 1-10.4 0C-5.2-1.4-3.4-4.2 0-7.5z"
        transform={`translate(${x(320)} 134)`}
        className="fill-accent-strong"
      />
      <text x={x(336)} y="137" textAnchor="start" fontSize="11.5" fontWeight="800" className="fill-ink">
        {plural(lang, HERO_QUIZ.streakDays, copy.streak)}
      </text>

      {/* This week's progress, floating at the phone's bottom start. */}
      <g filter="url(#hero-card-shadow)">
        <rect x={left(10, 116)} y="300" width="116" height="62" rx="16" className="fill-card" />
      </g>
      <text x={x(22)} y="322" textAnchor="start" fontSize="10.5" className="fill-muted">
        {copy.weekly}
      </text>
      <text x={x(22)} y="348" textAnchor="start" fontSize="18" fontWeight="800" className="fill-brand-700">
        {formatPercentChange(lang, HERO_QUIZ.weeklyGain)}
      </text>
      <path
        d={`M${x(76)} 346L${x(86)} 338L${x(96)} 341L${x(110)} 324`}
        fill="none"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
        className="stroke-brand-500"
      />
      <circle cx={x(110)} cy="324" r="3.5" className="fill-brand-500" />
    </svg>
  )
}
