/**
 * The site's icons, one component each, drawn from the sprite (icon.ts, icon-shapes.ts). Pointing
 * icons (arrows, trend lines) go through MirroredIcon in right-to-left pages.
 */
import { icon } from './icon.ts'

export const ArrowRight = icon('arrow-right')
export const Backpack = icon('backpack')
export const ChartLine = icon('chart-line')
export const Check = icon('check')
export const ChevronDown = icon('chevron-down')
export const ClipboardCheck = icon('clipboard-check')
export const Download = icon('download')
export const FileText = icon('file-text')
export const GraduationCap = icon('graduation-cap')
export const HeartHandshake = icon('heart-handshake')
export const Mic = icon('mic')
export const Minus = icon('minus')
export const NotebookPen = icon('notebook-pen')
export const PencilLine = icon('pencil-line')
export const Presentation = icon('presentation')
export const Route = icon('route')
export const Share2 = icon('share-2')
export const Star = icon('star')
export const Target = icon('target')
export const TrendingUp = icon('trending-up')
export const UserRoundPlus = icon('user-round-plus')
export const UsersRound = icon('users-round')
export const WifiOff = icon('wifi-off')
