import {
  formatTime12,
  type DashboardData,
  type DashboardRequest,
  type ShiftListItem,
} from '@chairside/domain';
import { CalendarCheck, ClipboardList, Sparkles } from 'lucide-react';
import { OfferAnswerBy } from '@/components/offer-answer-by.tsx';
import { RequestStatusBadge } from '@/components/request-status-badge.tsx';
import { formatShortDate, formatZonedTime } from '@/lib/format-date.ts';
import { DashboardListCard } from './dashboard-list-card.tsx';
import { DashboardListItem } from './dashboard-list-item.tsx';
import { ShiftWhen, WorkedWhen } from './shift-when.tsx';
import { paths } from '@/config/paths.ts';

/** SPEC §9: the employee's lists scroll past 200 px; the recommended list past half the screen. */
const LIST_HEIGHT = 'max-h-[200px]';
const RECOMMENDED_HEIGHT = 'max-h-[50vh]';

/** A shift of a list: her own confirmed ones read the hours she works (issue #26 §2). */
function ShiftItem({ shift, worked = false }: { shift: ShiftListItem; worked?: boolean }) {
  return (
    <DashboardListItem
      title={`${shift.position} - ${shift.locationName}`}
      action="View"
      to={paths.shiftDetail.href(shift.id)}
    >
      {worked ? <WorkedWhen shift={shift} /> : <ShiftWhen shift={shift} />}
    </DashboardListItem>
  );
}

/**
 * When a request is for, on the shift's clocks: the shift's date and the hours asked for (the
 * part-shift times when only part was requested), so two requests for the same role and place
 * tell apart.
 */
function RequestWhen({ request }: { request: DashboardRequest }) {
  const part = request.startTime !== null && request.endTime !== null;
  const start = request.startTime ?? request.shiftDate;
  const end = request.endTime ?? request.shiftEndsAt;
  return (
    <span className="flex basis-full flex-wrap items-center gap-x-2 gap-y-1">
      {/* On a phone the date and the hours stack rather than break mid-time. */}
      <span className="flex flex-col sm:flex-row sm:flex-wrap sm:gap-x-1">
        <span className="whitespace-nowrap">
          {formatShortDate(request.shiftDate, request.timezone)}
        </span>
        <span aria-hidden className="hidden sm:inline">
          {' · '}
        </span>
        <span className="whitespace-nowrap">
          {formatTime12(start, request.timezone)} – {formatZonedTime(end, request.timezone)}
        </span>
      </span>
      {part ? (
        <span className="rounded-sm bg-secondary px-1.5 text-xs leading-5 font-medium text-secondary-foreground">
          Part shift
        </span>
      ) : null}
    </span>
  );
}

/** SPEC §2 employee view: upcoming shifts, own requests and recommended shifts. */
export function EmployeeDashboard({ data }: { data: DashboardData }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <DashboardListCard
        title="Your Upcoming Shifts"
        icon={CalendarCheck}
        items={data.yourUpcomingShifts}
        emptyText="No upcoming shifts scheduled."
        maxHeightClass={LIST_HEIGHT}
      >
        {(shift) => <ShiftItem shift={shift} worked />}
      </DashboardListCard>
      <DashboardListCard
        title="Your Shift Requests"
        icon={ClipboardList}
        items={data.yourShiftRequests}
        emptyText="No shift requests made."
        maxHeightClass={LIST_HEIGHT}
      >
        {(request) => (
          <DashboardListItem
            title={`${request.position} - ${request.locationName}`}
            action="Details"
            to={paths.shiftDetail.href(request.shiftId)}
          >
            <RequestWhen request={request} />
            <RequestStatusBadge request={request} />
            <span>Applied on {formatShortDate(request.requestedAt)}</span>
            <OfferAnswerBy
              expiresAt={request.offerExpiresAt}
              timeZone={request.timezone}
              className="basis-full font-medium text-foreground"
            />
          </DashboardListItem>
        )}
      </DashboardListCard>
      <DashboardListCard
        title="Recommended Upcoming Shifts"
        icon={Sparkles}
        items={data.recommendedShifts}
        emptyText="No recommended shifts available."
        maxHeightClass={RECOMMENDED_HEIGHT}
        className="lg:col-span-2"
      >
        {(shift) => <ShiftItem shift={shift} />}
      </DashboardListCard>
    </div>
  );
}
