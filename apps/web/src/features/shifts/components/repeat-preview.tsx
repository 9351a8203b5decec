import {
  formatClock12,
  formatOccurrenceDay,
  type OccurrenceStatus,
  type ShiftPreview,
} from '@chairside/domain';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { FormError } from '@/components/forms/form-error.tsx';
import { DialogFooter } from '@/components/ui/dialog.tsx';

const MARKS: Record<Exclude<OccurrenceStatus, 'ok'>, string> = {
  dstGap: 'Time skipped by DST',
  duplicate: 'Already posted',
  past: 'In the past',
};

interface RepeatPreviewProps {
  occurrences: ShiftPreview['occurrences'];
  /** The form's start and end ('HH:MM'): every shift's, on the location's clock. */
  clock: { start: string; end: string };
  posting: boolean;
  error: Error | null;
  onBack: () => void;
  onPost: () => void;
}

/**
 * The preview step of a repeat (issue #16 §1): every shift at the form's clock (the API reads it
 * in the location's timezone and marks the dates where it does not exist), those
 * that will not be posted marked and struck through; 'Post N Shifts' posts the others.
 */
export function RepeatPreview({
  occurrences,
  clock,
  posting,
  error,
  onBack,
  onPost,
}: RepeatPreviewProps) {
  const posted = occurrences.filter((occurrence) => occurrence.status === 'ok').length;
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        {posted} of {occurrences.length} shifts will be posted. Times are on the location's clock.
      </p>
      <ul
        aria-label="Shifts to post"
        className="max-h-80 divide-y overflow-y-auto rounded-md border text-sm"
      >
        {occurrences.map((occurrence) => (
          <li
            key={occurrence.date}
            className="flex flex-wrap items-center justify-between gap-2 px-3 py-2"
          >
            <span
              className={occurrence.status === 'ok' ? '' : 'text-muted-foreground line-through'}
            >
              <span className="font-medium">{formatOccurrenceDay(occurrence.date)}</span>{' '}
              {formatClock12(clock.start)} – {formatClock12(clock.end)}
            </span>
            {occurrence.status === 'ok' ? null : (
              <Badge variant="outline">{MARKS[occurrence.status]}</Badge>
            )}
          </li>
        ))}
      </ul>
      <FormError error={error} />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onBack} disabled={posting}>
          Back
        </Button>
        <Button type="button" onClick={onPost} disabled={posting || posted === 0}>
          {posting ? 'Posting...' : `Post ${posted} ${posted === 1 ? 'Shift' : 'Shifts'}`}
        </Button>
      </DialogFooter>
    </div>
  );
}
