import { formatTimeSpan, type ShiftDetail, type TimeSpan } from '@chairside/domain';
import { CalendarPlus } from 'lucide-react';
import { toast } from 'sonner';
import { ConfirmActionDialog } from '@/components/confirm-action-dialog.tsx';
import { formatLongDate } from '@/lib/format-date.ts';
import { usePostUncoveredHours } from '../api/post-uncovered-hours.ts';

/**
 * 'Post Uncovered Hours' on a partly covered shift: after a confirmation naming the open hours,
 * one call posts each as a new open shift like this one (docs/API.md); a refusal shows in the
 * dialog.
 */
export function PostUncoveredHoursDialog({
  shift,
  gaps,
}: {
  shift: ShiftDetail;
  /** The open stretches not posted yet (issue #26 §4). */
  gaps: TimeSpan[];
}) {
  const mutation = usePostUncoveredHours();
  const hours = gaps.map((gap) => formatTimeSpan(gap, shift.timezone));
  return (
    <ConfirmActionDialog
      trigger={{ icon: CalendarPlus, label: 'Post Uncovered Hours', variant: 'outline' }}
      title="Post Uncovered Hours"
      description={`Each open stretch of this ${shift.position} shift on ${formatLongDate(shift.date, shift.timezone)} becomes a new open shift at ${shift.locationName}, with the same position, specialty and notes and no lunch.`}
      confirmLabel="Post Open Shifts"
      pendingLabel="Posting..."
      confirmVariant="default"
      action={mutation}
      variables={shift.id}
      boxedError
      onDone={() => {
        toast.success('Uncovered Hours Posted', {
          description: `Open shifts were posted for ${hours.join(' and ')}.`,
        });
      }}
    >
      <ul className="space-y-1 rounded-md border bg-muted/40 p-3 text-sm">
        {hours.map((span) => (
          <li key={span} className="font-medium tabular-nums">
            {span}
          </li>
        ))}
      </ul>
    </ConfirmActionDialog>
  );
}
