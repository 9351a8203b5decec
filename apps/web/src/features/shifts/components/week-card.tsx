import {
  formatPay,
  positionColor,
  shiftClockTimes,
  weekCardState,
  type PositionColor,
  type ShiftListItem,
  type WeekCardTone,
} from '@chairside/domain';
import { paths } from '@/config/paths.ts';
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

const CARD =
  'grid w-full grid-cols-[0.25rem_minmax(0,1fr)] gap-x-2 gap-y-0.5 rounded-md border p-1.5 pr-2 text-xs leading-tight transition-colors outline-none hover:border-primary/60 focus-visible:ring-2 focus-visible:ring-ring';

const STRIPE = 'row-span-4 rounded-full border-0';

/**
 * Each card's classes, joined once: the board draws up to 500 cards, so none merges its own.
 * The classes do not conflict, so joining them is enough.
 */
const cardClass = Object.fromEntries(
  Object.entries(CARD_TONE).map(([tone, classes]) => [tone, `${CARD} ${classes}`]),
) as Record<WeekCardTone, string>;
const stripeClass = Object.fromEntries(
  Object.entries(DOT_FILL).map(([color, classes]) => [color, `${STRIPE} ${classes}`]),
) as Record<PositionColor, string>;

/**
 * A card's hours, '8:00 AM – 4:00 PM' on its location's clock, formatted once per shift of an
 * answer: the board is drawn again each time a manager returns to it.
 */
const hoursByShift = new WeakMap<ShiftListItem, string>();
function hoursOf(shift: ShiftListItem): string {
  let hours = hoursByShift.get(shift);
  if (hours === undefined) {
    const { start, end } = shiftClockTimes(shift);
    hours = `${start} – ${end}`;
    hoursByShift.set(shift, hours);
  }
  return hours;
}

/**
 * A shift on the week board (issue #16 §3): its hours on its location's clock, its position by
 * colour stripe and name with its specialty (issue #26 §11), its pay (issue #28 §1), and its
 * state, which on a filled card names who is working (to a manager of the shift). Opens the
 * shift's detail.
 */
export function WeekCard({ shift, now }: { shift: ShiftListItem; now: number }) {
  const state = weekCardState(shift, now);
  return (
    <li>
      {/* The board follows the link in the app (WeekBoard's one click listener). */}
      <a
        href={paths.shiftDetail.href(shift.id)}
        data-testid="week-card"
        data-tone={state.tone}
        className={cardClass[state.tone]}
      >
        <span aria-hidden className={stripeClass[positionColor(shift.position)]} />
        <span className="font-semibold tabular-nums">{hoursOf(shift)}</span>
        <span className="line-clamp-2 break-words text-muted-foreground">{shift.position}</span>
        {shift.specialty ? (
          <span className="break-words text-muted-foreground">{shift.specialty}</span>
        ) : null}
        <span data-testid="week-card-pay" className="break-words text-muted-foreground">
          {formatPay(shift)}
        </span>
        {/* Whole, wrapped: a filled card names who is working (issue #26 §11). */}
        <span data-state className="font-medium break-words">
          {state.label}
        </span>
      </a>
    </li>
  );
}
