import type { ReportRow } from '@chairside/domain';
import { Badge } from '@/components/ui/badge.tsx';
import { cn } from '@/lib/cn.ts';

/** Assigned or Unassigned, in colours that keep AA contrast in both themes. */
export function ReportStatusBadge({ status }: { status: ReportRow['status'] }) {
  const assigned = status === 'Assigned';
  return (
    <Badge
      variant="outline"
      className={cn(
        assigned
          ? 'border-emerald-200 bg-emerald-50 text-emerald-800 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-200'
          : 'border-amber-200 bg-amber-50 text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-200',
      )}
    >
      <span
        aria-hidden
        className={cn('size-1.5 rounded-full', assigned ? 'bg-emerald-600' : 'bg-amber-500')}
      />
      {status}
    </Badge>
  );
}
