import { formatDuration, type RecentShift } from '@chairside/domain';
import { format } from 'date-fns';

/** A user's recent shifts: date ('MMM d, yyyy'), location, position and 'Xh Ym' (SPEC §9). */
export function RecentShifts({ shifts }: { shifts: RecentShift[] }) {
  if (shifts.length === 0) {
    return <p className="text-sm text-muted-foreground">No recent shifts.</p>;
  }
  return (
    <ul className="divide-y rounded-md border">
      {shifts.map((shift) => (
        <li key={shift.id} className="flex items-start justify-between gap-3 px-3 py-2.5 text-sm">
          <div className="min-w-0">
            <p className="font-medium">{format(new Date(shift.date), 'MMM d, yyyy')}</p>
            <p className="truncate text-muted-foreground">
              {shift.locationName} · {shift.position}
            </p>
          </div>
          <span className="shrink-0 tabular-nums text-muted-foreground">
            {formatDuration(shift.totalMinutes)}
          </span>
        </li>
      ))}
    </ul>
  );
}
