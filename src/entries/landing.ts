import '../styles/global.css'
import { afterFirstPaint } from './after-first-paint.ts'

afterFirstPaint(() => import('./apps/landing.tsx'))
