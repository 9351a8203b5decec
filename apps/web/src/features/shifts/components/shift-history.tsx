import {
  formatTimeAgo,
  shiftEventChangeLines,
  shiftEventSentence,
  type ShiftEvent,
} from '@chairside/domain';
import { formatShortDate, formatZonedTime } from '@/lib/format-date.ts';
import { useShiftHistory } from '../api/get-shift-history.ts';
import { ShiftDetailsSection } from './shift-details-section.tsx';

function HistoryEntry({ event, timeZone }: { event: ShiftEvent; timeZone: string }) {
  const exact = `${formatShortDate(event.createdAt, timeZone)}, ${formatZonedTime(event.createdAt, timeZone)}`;
  const changes = shiftEventChangeLines(event.changes);
  return (
    <li className="group relative pb-4 pl-5 last:pb-0">
      {/* The timeline's rail and dot only draw the order the list already has. */}
      <span
        aria-hidden
        className="absolute top-2 bottom-0 left-[3px] w-px bg-border group-last:hidden"
      />
      <span aria-hidden className="absolute top-1.5 left-0 size-[7px] rounded-full bg-primary" />
      <p className="text-sm font-medium">{shiftEventSentence(event)}</p>
      {changes.length > 0 ? (
        <ul className="mt-0.5 text-sm text-muted-foreground">
          {changes.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
      {event.kind === 'cancelled' && event.reason ? (
        <p className="mt-0.5 text-sm break-words text-muted-foreground">Reason: {event.reason}</p>
      ) : null}
      <time dateTime={event.createdAt} title={exact} className="text-xs text-muted-foreground">
        {formatTimeAgo(new Date(event.createdAt), new Date())}
      </time>
    </li>
  );
}

/**
 * Issue #16 §4: who did what to the shift and its requests, and when, oldest first. Under the
 * restricted view the server answers only the user's own entries. Times read relative; the exact
 * time, on the shift's clocks, is the title.
 */
export function ShiftHistory({
  shiftId,
  timeZone,
  className,
}: {
  shiftId: number;
  timeZone: string;
  className?: string;
}) {
  const history = useShiftHistory(shiftId);
  return (
    <ShiftDetailsSection title="History" className={className}>
      {history.isPending ? (
        <p className="text-sm text-muted-foreground">Loading history…</p>
      ) : history.isError ? (
        <p className="text-sm text-destructive">The history could not be loaded.</p>
      ) : history.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">No history yet</p>
      ) : (
        <ol aria-label="Shift history">
          {history.data.map((event) => (
            <HistoryEntry key={event.id} event={event} timeZone={timeZone} />
          ))}
        </ol>
      )}
    </ShiftDetailsSection>
  );
}
