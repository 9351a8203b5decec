import {
  formatDuration,
  formatTime12,
  formatWorkedHours,
  workedHours,
  workedMinutes,
  type ShiftListItem,
} from '@chairside/domain';
import { formatShortDate } from '@/lib/format-date.ts';

/** A length 'Xh Ym' as a chip beside a shift's time. */
function DurationChip({ minutes }: { minutes: number }) {
  return (
    <span className="rounded-sm bg-secondary px-1.5 text-xs leading-5 font-medium tabular-nums text-secondary-foreground">
      {formatDuration(minutes)}
    </span>
  );
}

/** A shift's date and start on its own clocks, and optionally its length ('Xh Ym'). */
export function ShiftWhen({
  shift,
  withDuration = true,
}: {
  shift: Pick<ShiftListItem, 'date' | 'timezone' | 'totalMinutes'>;
  withDuration?: boolean;
}) {
  return (
    <>
      <span>
        {formatShortDate(shift.date, shift.timezone)}
        <span aria-hidden> · </span>
        {formatTime12(shift.date, shift.timezone)}
      </span>
      {withDuration ? <DurationChip minutes={shift.totalMinutes} /> : null}
    </>
  );
}

/**
 * A shift the reader is confirmed for (issue #26 §2): the date, the hours they work (their part
 * of it, for a part-shift confirmation) with the location's zone, and their length:
 * 'Jan 15, 2031 · 10:00 AM to 3:00 PM PST', '5h 0m'.
 */
export function WorkedWhen({
  shift,
}: {
  shift: Pick<
    ShiftListItem,
    'date' | 'timezone' | 'totalMinutes' | 'confirmedStartTime' | 'confirmedEndTime'
  >;
}) {
  const span = workedHours(shift, {
    startTime: shift.confirmedStartTime,
    endTime: shift.confirmedEndTime,
  });
  return (
    <>
      {/* On a phone the date and the hours stack rather than break mid-time. */}
      <span className="flex flex-col sm:flex-row sm:flex-wrap sm:gap-x-1">
        <span className="whitespace-nowrap">{formatShortDate(shift.date, shift.timezone)}</span>
        <span aria-hidden className="hidden sm:inline">
          {' · '}
        </span>
        <span className="whitespace-nowrap">{formatWorkedHours(span, shift.timezone)}</span>
      </span>
      <DurationChip minutes={workedMinutes(span, shift.timezone)} />
    </>
  );
}
