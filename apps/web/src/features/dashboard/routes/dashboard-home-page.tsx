import { isManagerial, MESSAGES } from '@chairside/domain';
import { CircleAlert } from 'lucide-react';
import { ListEmpty, ListLoading } from '@/components/list/list-states.tsx';
import { useSignedInUser } from '@/lib/current-user.ts';
import { useDashboard } from '../api/get-dashboard.ts';
import { EmployeeDashboard } from '../components/employee-dashboard.tsx';
import { ManagerDashboard } from '../components/manager-dashboard.tsx';

function DashboardFailed() {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-destructive/40 bg-card px-6 py-12 text-center"
    >
      <CircleAlert aria-hidden className="size-6 text-destructive" />
      <p className="text-sm font-medium text-destructive">{MESSAGES.dashboardLoadFailed}</p>
    </div>
  );
}

/** /dashboard (SPEC §2 Dashboard home): the employee's lists, or a manager's statistics. */
export function DashboardHomePage() {
  const user = useSignedInUser();
  const managerial = isManagerial(user.position);
  const query = useDashboard();

  let content;
  if (query.isPending) content = <ListLoading label="Loading dashboard data..." />;
  else if (query.isError) content = <DashboardFailed />;
  else if (!managerial) content = <EmployeeDashboard data={query.data} />;
  else if (query.data.stats) content = <ManagerDashboard stats={query.data.stats} user={user} />;
  else content = <ListEmpty>No dashboard data available</ListEmpty>;

  return (
    <div className="space-y-6">
      <header className="space-y-1.5">
        <h1 className="text-2xl font-semibold tracking-tight break-words sm:text-3xl">
          Welcome back, {user.name}
        </h1>
        <p className="text-muted-foreground">
          {managerial
            ? 'This month at a glance, and the shifts waiting on a decision.'
            : 'Your shifts, your requests and open shifts that suit you.'}
        </p>
      </header>
      {content}
    </div>
  );
}
