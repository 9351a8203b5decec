import { formatDuration, formatTime12, type ShiftListItem } from '@chairside/domain';
import { formatShortDate } from '@/lib/format-date.ts';

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
      {withDuration ? (
        <span className="rounded-sm bg-secondary px-1.5 text-xs leading-5 font-medium tabular-nums text-secondary-foreground">
          {formatDuration(shift.totalMinutes)}
        </span>
      ) : null}
    </>
  );
}
