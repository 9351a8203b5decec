import type { LocationRow } from '@chairside/domain';
import { ScheduleRowActions } from '@/components/list/schedule-row-actions.tsx';
import { paths } from '@/config/paths.ts';
import { ShiftTemplatesDialog } from './shift-templates-dialog.tsx';

interface LocationActionsProps {
  location: LocationRow;
  onView: (id: number) => void;
  layout: 'card' | 'row';
}

/**
 * A row's actions: the Location Details dialog, the shifts page for this location, and its Shift
 * Templates for those who may post shifts there.
 */
export function LocationActions({ location, onView, layout }: LocationActionsProps) {
  return (
    <ScheduleRowActions
      name={location.name}
      viewLabel="View Details"
      viewAriaLabel={`View Details of ${location.name}`}
      onView={() => onView(location.id)}
      scheduleHref={paths.shifts.href({ org: location.organizationId, location: location.id })}
      layout={layout}
    >
      <ShiftTemplatesDialog location={location} />
    </ScheduleRowActions>
  );
}
