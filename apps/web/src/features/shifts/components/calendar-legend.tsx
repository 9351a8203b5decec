import { POSITION_GROUPS, SHIFT_MESSAGES } from '@chairside/domain';
import { cn } from '@/lib/cn.ts';
import { PositionDot } from './position-dot.tsx';

const DOT = 'inline-block size-2 shrink-0 rounded-full border';

/** How a day's dots draw a state, shown in a neutral colour (the colour is the position's). */
const SHAPES = [
  {
    label: 'Filled',
    className: 'border-slate-600 bg-slate-500 dark:border-slate-300 dark:bg-slate-400',
  },
  {
    label: SHIFT_MESSAGES.partlyCovered,
    className:
      'border-slate-600 bg-[linear-gradient(90deg,var(--color-slate-500)_50%,transparent_50%)] dark:border-slate-300 dark:bg-[linear-gradient(90deg,var(--color-slate-400)_50%,transparent_50%)]',
  },
  {
    label: 'Unassigned',
    className: 'border-2 border-slate-500 bg-slate-200 dark:border-slate-400 dark:bg-slate-700',
  },
] as const;

/**
 * Issue #26 §11: what the calendar's dots mean: a colour per position (SPEC §1), a shape per
 * state (filled, partly covered, unassigned).
 */
export function CalendarLegend({ className }: { className?: string }) {
  return (
    <div
      role="group"
      aria-label="Legend"
      className={cn('flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground', className)}
    >
      <ul aria-label="Positions" className="flex flex-wrap gap-x-3 gap-y-1">
        {POSITION_GROUPS.map((group) => (
          <li key={group} className="flex items-center gap-1.5">
            <PositionDot group={group} decorative />
            {group}
          </li>
        ))}
      </ul>
      <ul aria-label="States" className="flex flex-wrap gap-x-3 gap-y-1">
        {SHAPES.map(({ label, className: shape }) => (
          <li key={label} className="flex items-center gap-1.5">
            <span aria-hidden className={cn(DOT, shape)} />
            {label}
          </li>
        ))}
      </ul>
    </div>
  );
}
