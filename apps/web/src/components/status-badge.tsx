import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge.tsx';
import { cn } from '@/lib/cn.ts';

/** Colours that keep AA contrast in both themes. */
const TONES = {
  positive: {
    badge:
      'border-emerald-200 bg-emerald-50 text-emerald-800 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
    dot: 'bg-emerald-600',
  },
  pending: {
    badge:
      'border-amber-200 bg-amber-50 text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-200',
    dot: 'bg-amber-500',
  },
  negative: {
    badge:
      'border-red-200 bg-red-50 text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200',
    dot: 'bg-red-600',
  },
  neutral: {
    badge:
      'border-slate-200 bg-slate-100 text-slate-700 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-200',
    dot: 'bg-slate-500',
  },
} as const;

/** A state as a coloured badge with a dot: Active, Inactive, Verified, Pending, Expired... */
export function StatusBadge({ tone, children }: { tone: keyof typeof TONES; children: ReactNode }) {
  return (
    <Badge variant="outline" className={cn(TONES[tone].badge)}>
      <span aria-hidden className={cn('size-1.5 rounded-full', TONES[tone].dot)} />
      {children}
    </Badge>
  );
}
