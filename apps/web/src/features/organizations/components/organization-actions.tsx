import type { OrganizationRow } from '@chairside/domain';
import { ScheduleRowActions } from '@/components/list/schedule-row-actions.tsx';
import { paths } from '@/config/paths.ts';

interface OrganizationActionsProps {
  organization: OrganizationRow;
  onView: (id: number) => void;
  layout: 'card' | 'row';
}

/** A row's actions: View/Manage (the details dialog) and Shift Schedule (the shifts page). */
export function OrganizationActions({ organization, onView, layout }: OrganizationActionsProps) {
  return (
    <ScheduleRowActions
      name={organization.name}
      viewLabel="View/Manage"
      viewAriaLabel={`View/Manage ${organization.name}`}
      onView={() => onView(organization.id)}
      scheduleHref={paths.shifts.href({ org: organization.id })}
      layout={layout}
    />
  );
}
