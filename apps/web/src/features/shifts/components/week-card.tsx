import {
  formatTime12,
  positionColor,
  shiftEnd,
  weekCardState,
  type ShiftListItem,
  type WeekCardTone,
} from '@chairside/domain';
import { paths } from '@/config/paths.ts';
import { cn } from '@/lib/cn.ts';
import { DOT_FILL } from './position-styles.ts';

/** The card of each state; 'Unfilled' is the one a manager must not miss. Text keeps 4.5:1. */
const CARD_TONE: Record<WeekCardTone, string> = {
  open: 'border-border bg-background',
  unfilled:
    'border-red-300 bg-red-50 dark:border-red-800 dark:bg-red-950/60 [&_[data-state]]:text-red-800 dark:[&_[data-state]]:text-red-200',
  requested:
    'border-border bg-background [&_[data-state]]:text-amber-800 dark:[&_[data-state]]:text-amber-200',
  offered:
    'border-border bg-background [&_[data-state]]:text-sky-800 dark:[&_[data-state]]:text-sky-200',
  confirmed:
    'border-emerald-200 bg-emerald-50 dark:border-emerald-900 dark:bg-emerald-950/50 [&_[data-state]]:text-emerald-800 dark:[&_[data-state]]:text-emerald-200',
};

/**
 * A shift on the week board (issue #16 §3): its hours on its location's clock, its position by
 * colour stripe and name, and its state. Opens the shift's detail.
 */
export function WeekCard({ shift, now }: { shift: ShiftListItem; now: number }) {
  const state = weekCardState(shift, now);
  const start = formatTime12(shift.date, shift.timezone);
  const end = formatTime12(
    shiftEnd(shift.date, shift.totalMinutes, shift.timezone),
    shift.timezone,
  );
  return (
    <li>
      {/* The board follows the link in the app (WeekBoard's one click listener). */}
      <a
        href={paths.shiftDetail.href(shift.id)}
        data-testid="week-card"
        data-tone={state.tone}
        className={cn(
          'flex w-full gap-2 rounded-md border p-1.5 pr-2 text-xs leading-tight transition-colors outline-none hover:border-primary/60 focus-visible:ring-2 focus-visible:ring-ring',
          CARD_TONE[state.tone],
        )}
      >
        <span
          aria-hidden
          className={cn(
            'w-1 shrink-0 self-stretch rounded-full border-0',
            DOT_FILL[positionColor(shift.position)],
          )}
        />
        <span className="min-w-0 flex-1 space-y-0.5">
          <span className="block font-semibold tabular-nums">
            {start} – {end}
          </span>
          <span className="line-clamp-2 break-words text-muted-foreground">{shift.position}</span>
          <span data-state className="block truncate font-medium">
            {state.label}
          </span>
        </span>
      </a>
    </li>
  );
}
