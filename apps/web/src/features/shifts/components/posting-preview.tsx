import { formatOccurrenceDay, type OccurrenceStatus } from '@chairside/domain';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { FormError } from '@/components/forms/form-error.tsx';
import { DialogFooter } from '@/components/ui/dialog.tsx';

const MARKS: Record<Exclude<OccurrenceStatus, 'ok'>, string> = {
  dstGap: 'Time skipped by DST',
  duplicate: 'Already posted',
  past: 'In the past',
};

/** A shift of a preview: its local date, its hours, what it is (when they differ), its mark. */
export interface PreviewItem {
  key: string;
  date: string;
  hours: string;
  detail?: string;
  status: OccurrenceStatus;
}

interface PostingPreviewProps {
  items: readonly PreviewItem[];
  posting: boolean;
  error: Error | null;
  onBack: () => void;
  onPost: () => void;
}

/**
 * The preview step of a repeat or a copied week (issue #16 §1): every shift that would be
 * posted, on its location's clock (the API marks those that cannot be: a DST gap, the past, a
 * duplicate); those marked are struck through, and 'Post N Shifts' posts the others.
 */
export function PostingPreview({ items, posting, error, onBack, onPost }: PostingPreviewProps) {
  const posted = items.filter((item) => item.status === 'ok').length;
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        {posted} of {items.length} shifts will be posted. Times are on the location's clock.
      </p>
      <ul
        aria-label="Shifts to post"
        className="max-h-80 divide-y overflow-y-auto rounded-md border text-sm"
      >
        {items.map((item) => (
          <li
            key={item.key}
            className="flex flex-wrap items-center justify-between gap-2 px-3 py-2"
          >
            <span className={item.status === 'ok' ? '' : 'text-muted-foreground line-through'}>
              <span className="font-medium">{formatOccurrenceDay(item.date)}</span> {item.hours}
              {item.detail ? (
                <span className="block text-muted-foreground">{item.detail}</span>
              ) : null}
            </span>
            {item.status === 'ok' ? null : <Badge variant="outline">{MARKS[item.status]}</Badge>}
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
