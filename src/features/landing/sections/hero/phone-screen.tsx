import { site } from '#src/config/site.ts'
import { useWords } from '#src/content/use-words.tsx'
import { type Direction, mirrorRectX, mirrorX } from '#src/features/charts/mirror.ts'
import { fill, formatInteger, pluralChange } from '#src/i18n/format.ts'
import { useLocale } from '#src/i18n/locale-context.tsx'
import { HERO_QUIZ } from '../../data/hero-quiz.ts'

/** Width of the phone's own box: it is laid out in it left-to-right, then mirrored for RTL. */
export const PHONE_WIDTH = 360

const START = 92
const CONTENT = 176

/** The phone and its screen: an algebra question in the app, answered correctly. */
export function PhoneScreen({ dir }: { dir: Direction }) {
  const { lang } = useLocale()
  const landingCopy = useWords('landing')
  const copy = landingCopy.hero.phone
  const n = (value: number) => formatInteger(lang, value)
  const x = (value: number) => mirrorX(value, PHONE_WIDTH, dir)
  const left = (value: number, width: number) => mirrorRectX(value, width, PHONE_WIDTH, dir)
  const q = HERO_QUIZ
  return (
    <g>
      <rect
        x="70"
        y="16"
        width="220"
        height="480"
        rx="38"
        className="fill-night"
        filter="url(#hero-shadow)"
      />
      <rect x="78" y="24" width="204" height="464" rx="30" className="fill-surface" />
      <rect x="152" y="34" width="56" height="16" rx="8" className="fill-night" />

      {/* App bar: the mark and name at the start, today's points at the end. */}
      <rect x={left(START, 22)} y="60" width="22" height="22" rx="7" className="fill-brand-600" />
      <path
        d="M0-6.5l1.9 4.6 4.6 1.9-4.6 1.9L0 6.5l-1.9-4.6-4.6-1.9 4.6-1.9z"
        transform={`translate(${x(START + 11)} 71)`}
        className="fill-accent"
      />
      <text x={x(START + 30)} y="76" textAnchor="start" fontSize="14" fontWeight="800" className="fill-ink">
        {site.name[lang]}
      </text>
      <rect
        x={left(START + CONTENT - 70, 70)}
        y="60"
        width="70"
        height="22"
        rx="11"
        className="fill-accent-soft"
      />
      <text
        x={x(START + CONTENT - 35)}
        y="75"
        textAnchor="middle"
        fontSize="10.5"
        fontWeight="700"
        className="fill-ink"
      >
        {pluralChange(lang, q.points, copy.points)}
      </text>

      {/* Progress through the quiz. */}
      <text x={x(START)} y="106" textAnchor="start" fontSize="11" className="fill-muted">
        {fill(copy.progress, { current: n(q.current), total: n(q.total) })}
      </text>
      <rect x={START} y="114" width={CONTENT} height="6" rx="3" className="fill-line" />
      <rect
        x={left(START, (CONTENT * q.current) / q.total)}
        y="114"
        width={(CONTENT * q.current) / q.total}
        height="6"
        rx="3"
        className="fill-brand-600"
      />
      <circle cx={x(START + 4)} cy="141" r="4" className="fill-accent" />
      <text
        x={x(START + 14)}
        y="145"
        textAnchor="start"
        fontSize="11.5"
        fontWeight="700"
        className="fill-brand-800"
      >
        {copy.subject}
      </text>

      {/* The question. */}
      <rect
        x={START}
        y="158"
        width={CONTENT}
        height="92"
        rx="18"
        className="fill-brand-50 stroke-brand-100"
      />
      <text x="180" y="188" textAnchor="middle" fontSize="13" className="fill-muted">
        {fill(copy.prompt, { x: copy.variable })}
      </text>
      <text x="180" y="228" textAnchor="middle" fontSize="25" fontWeight="800" className="fill-ink">
        {fill(copy.equation, { a: n(q.a), b: n(q.b), c: n(q.c), x: copy.variable })}
      </text>

      {/* The four options, the right one chosen. */}
      {q.options.map((option, index) => {
        const ox = START + (index % 2) * 92
        const oy = 264 + Math.floor(index / 2) * 50
        const right = option === q.answer
        return (
          <g key={option}>
            <rect
              x={left(ox, 84)}
              y={oy}
              width="84"
              height="42"
              rx="14"
              strokeWidth="1.5"
              className={right ? 'fill-primary stroke-primary' : 'fill-card stroke-line'}
            />
            <text
              x={x(ox + 42)}
              y={oy + 27}
              textAnchor="middle"
              fontSize="17"
              fontWeight="800"
              className={right ? 'fill-on-brand' : 'fill-ink'}
            >
              {n(option)}
            </text>
            {right ? (
              <path
                d="M-4 0l2.8 2.8L4-3"
                transform={`translate(${x(ox + 70)} ${oy + 21})`}
                fill="none"
                strokeWidth="2.2"
                strokeLinecap="round"
                strokeLinejoin="round"
                className="stroke-on-brand"
              />
            ) : null}
          </g>
        )
      })}

      {/* Feedback and the next step. */}
      <rect x={START} y="366" width={CONTENT} height="54" rx="16" className="fill-brand-50" />
      <circle cx={x(START + 18)} cy="393" r="10" className="fill-primary" />
      <path
        d="M-4 0l2.8 2.8L4-3"
        transform={`translate(${x(START + 18)} 393)`}
        fill="none"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
        className="stroke-on-brand"
      />
      <text
        x={x(START + 34)}
        y="389"
        textAnchor="start"
        fontSize="12"
        fontWeight="800"
        className="fill-brand-800"
      >
        {copy.feedbackTitle}
      </text>
      <text x={x(START + 34)} y="407" textAnchor="start" fontSize="10.5" className="fill-muted">
        {fill(copy.feedbackBody, { a: n(q.a), b: n(q.b) })}
      </text>
      <rect x={START} y="432" width={CONTENT} height="40" rx="20" className="fill-primary" />
      <text x="180" y="457" textAnchor="middle" fontSize="13" fontWeight="700" className="fill-on-brand">
        {copy.next}
      </text>
      <rect x="150" y="478" width="60" height="4" rx="2" className="fill-ink/20" />
    </g>
  )
}
