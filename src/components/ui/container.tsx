import type { ReactNode } from 'react'
import { cn } from './cn.ts'

/** The centred page column (about 1200 px) with the page's side padding. */
export function Container({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cn('mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8', className)}>{children}</div>
}
