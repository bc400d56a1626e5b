import type { ReactNode } from 'react'
import { cn } from './cn.ts'

/** A white card with the brand's large radius and soft shadow. */
export function Card({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div className={cn('rounded-card border border-line/80 bg-card p-6 shadow-soft', className)}>
      {children}
    </div>
  )
}
