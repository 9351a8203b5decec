import type { DashboardData, ShiftListItem } from '@chairside/domain';
import { CalendarCheck, ClipboardList, Sparkles } from 'lucide-react';
import { RequestStatusBadge } from '@/components/request-status-badge.tsx';
import { formatShortDate } from '@/lib/format-date.ts';
import { DashboardListCard } from './dashboard-list-card.tsx';
import { DashboardListItem } from './dashboard-list-item.tsx';
import { ShiftWhen } from './shift-when.tsx';
import { paths } from '@/config/paths.ts';

/** SPEC §9: the employee's lists scroll past 200 px; the recommended list past half the screen. */
const LIST_HEIGHT = 'max-h-[200px]';
const RECOMMENDED_HEIGHT = 'max-h-[50vh]';

function ShiftItem({ shift }: { shift: ShiftListItem }) {
  return (
    <DashboardListItem
      title={`${shift.position} - ${shift.locationName}`}
      action="View"
      to={paths.shiftDetail.href(shift.id)}
    >
      <ShiftWhen shift={shift} />
    </DashboardListItem>
  );
}

/** SPEC §2 employee view: upcoming shifts, own requests and recommended shifts. */
export function EmployeeDashboard({ data }: { data: DashboardData }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <DashboardListCard
        title="Your Upcoming Shifts"
        icon={CalendarCheck}
        count={data.yourUpcomingShifts.length}
        emptyText="No upcoming shifts scheduled."
        maxHeightClass={LIST_HEIGHT}
      >
        {data.yourUpcomingShifts.map((shift) => (
          <ShiftItem key={shift.id} shift={shift} />
        ))}
      </DashboardListCard>
      <DashboardListCard
        title="Your Shift Requests"
        icon={ClipboardList}
        count={data.yourShiftRequests.length}
        emptyText="No shift requests made."
        maxHeightClass={LIST_HEIGHT}
      >
        {data.yourShiftRequests.map((request) => (
          <DashboardListItem
            key={request.id}
            title={`${request.position} - ${request.locationName}`}
            action="Details"
            to={paths.shiftDetail.href(request.shiftId)}
          >
            <RequestStatusBadge status={request.status} declined={request.declined} />
            <span>Applied on {formatShortDate(request.updatedAt)}</span>
          </DashboardListItem>
        ))}
      </DashboardListCard>
      <DashboardListCard
        title="Recommended Upcoming Shifts"
        icon={Sparkles}
        count={data.recommendedShifts.length}
        emptyText="No recommended shifts available."
        maxHeightClass={RECOMMENDED_HEIGHT}
        className="lg:col-span-2"
      >
        {data.recommendedShifts.map((shift) => (
          <ShiftItem key={shift.id} shift={shift} />
        ))}
      </DashboardListCard>
    </div>
  );
}
