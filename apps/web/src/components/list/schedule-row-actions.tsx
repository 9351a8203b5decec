import { CalendarDays, Eye } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { cn } from '@/lib/cn.ts';

interface ScheduleRowActionsProps {
  /** The row's name, for the buttons' accessible names. */
  name: string;
  /** e.g. 'View/Manage' or 'View Details'. */
  viewLabel: string;
  /** e.g. `View Details of ${name}`. */
  viewAriaLabel: string;
  onView: () => void;
  /** The shifts page filtered to this row. */
  scheduleHref: string;
  /** In a card the buttons share the width; in a table row they keep to the right. */
  layout: 'card' | 'row';
  /** More actions of the row, after these two (a location's Shift Templates). */
  children?: ReactNode;
}

/** A place's actions: its details dialog, and its Shift Schedule on the shifts page. */
export function ScheduleRowActions({
  name,
  viewLabel,
  viewAriaLabel,
  onView,
  scheduleHref,
  layout,
  children,
}: ScheduleRowActionsProps) {
  return (
    <div
      className={cn(
        'flex flex-wrap gap-2',
        layout === 'card' ? 'mt-4 [&>*]:flex-1' : 'flex-nowrap justify-end',
      )}
    >
      <Button type="button" variant="outline" size="sm" onClick={onView} aria-label={viewAriaLabel}>
        <Eye aria-hidden />
        {viewLabel}
      </Button>
      <Button asChild variant="secondary" size="sm">
        <Link to={scheduleHref} aria-label={`Shift Schedule for ${name}`}>
          <CalendarDays aria-hidden />
          Shift Schedule
        </Link>
      </Button>
      {children}
    </div>
  );
}
