import {
  canOverseeOrganizations,
  DASHBOARD_REQUESTED_SHIFTS_LIMIT,
  shiftStateWord,
  type DashboardStats,
  type ShiftListItem,
  type Me,
} from '@chairside/domain';
import { Building2, CalendarClock, CalendarDays, CircleAlert, Inbox } from 'lucide-react';
import { OfferAnswerBy } from '@/components/offer-answer-by.tsx';
import { LIVE_OFFER, RequestStatusBadge } from '@/components/request-status-badge.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { cn } from '@/lib/cn.ts';
import { useOrganizationCount } from '../api/get-organization-count.ts';
import { DashboardListCard } from './dashboard-list-card.tsx';
import { DashboardListItem } from './dashboard-list-item.tsx';
import { ShiftWhen } from './shift-when.tsx';
import { StatCard } from './stat-card.tsx';
import { paths } from '@/config/paths.ts';

function OrganizationCount() {
  const query = useOrganizationCount();
  if (query.isPending) return <Spinner className="size-6" label="Loading organizations" />;
  if (query.isError) {
    return (
      <span title={query.error.message}>
        <span aria-hidden>–</span>
        <span className="sr-only">Unavailable: {query.error.message}</span>
      </span>
    );
  }
  return query.data;
}

/**
 * A requested shift's offer (issue #26 §1, §6): 'Offered' and when to answer by, while an offer
 * waits; nothing for a shift only requested, which every shift of the list is.
 */
function ShiftOfferState({ shift }: { shift: ShiftListItem }) {
  if (shiftStateWord(shift) !== 'Offered') return null;
  return (
    <>
      <RequestStatusBadge request={LIVE_OFFER} />
      <OfferAnswerBy expiresAt={shift.offerExpiresAt} timeZone={shift.timezone} />
    </>
  );
}

/**
 * SPEC §2 non-employee view: this month's statistics (and, for admins, the organizations
 * count; 4 columns for them, 3 otherwise), then the first requested shifts.
 */
export function ManagerDashboard({ stats, user }: { stats: DashboardStats; user: Me }) {
  const showOrganizations = canOverseeOrganizations(user);
  const requested = stats.requestedShifts.slice(0, DASHBOARD_REQUESTED_SHIFTS_LIMIT);
  return (
    <div className="space-y-6">
      <div
        data-columns={showOrganizations ? 4 : 3}
        className={cn(
          'grid gap-4',
          showOrganizations ? 'sm:grid-cols-2 lg:grid-cols-4' : 'sm:grid-cols-3',
        )}
      >
        <StatCard
          title="Total Shifts"
          subtitle="This month"
          icon={CalendarDays}
          value={stats.totalShifts}
        />
        <StatCard
          title="Unassigned Shifts"
          subtitle="Need attention"
          icon={CircleAlert}
          value={stats.unassignedShifts}
        />
        <StatCard
          title="Upcoming Shifts"
          subtitle="Scheduled"
          icon={CalendarClock}
          value={stats.upcomingShifts}
        />
        {showOrganizations ? (
          <StatCard
            title="Organizations"
            subtitle="Active organizations"
            icon={Building2}
            value={<OrganizationCount />}
          />
        ) : null}
      </div>
      <DashboardListCard
        title="Shift Requests"
        icon={Inbox}
        items={requested}
        emptyText="No shift requests"
        maxHeightClass=""
      >
        {(shift) => (
          <DashboardListItem
            title={`${shift.organizationName} (${shift.locationName}) - ${shift.position}`}
            action="View Details"
            to={paths.shiftDetail.href(shift.id)}
          >
            <ShiftWhen shift={shift} withDuration={false} />
            <ShiftOfferState shift={shift} />
          </DashboardListItem>
        )}
      </DashboardListCard>
    </div>
  );
}
