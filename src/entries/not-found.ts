import '../styles/global.css'
import { afterFirstPaint } from './after-first-paint.ts'

afterFirstPaint(() => import('./apps/not-found.tsx'))
