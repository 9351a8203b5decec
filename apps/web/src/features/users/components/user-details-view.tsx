import { ACCOUNT_POSITION_LABELS, formatUsPhone, type UserDetail } from '@chairside/domain';
import { LockKeyhole, Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useLocationOptions } from '@/lib/pickers/location-options.ts';
import { RecentShifts } from './recent-shifts.tsx';
import { UserStatusBadge } from './user-status-badge.tsx';

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0 space-y-1">
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{term}</dt>
      <dd className="text-sm [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

/** The labels of the locations a location manager manages, from their organization's list. */
function ManagedLocations({ user }: { user: UserDetail }) {
  const options = useLocationOptions(user.organizationId);
  if (user.locationIds.length === 0) {
    return <span className="text-muted-foreground">None</span>;
  }
  if (options.isLoading) return <Spinner label="Loading locations" className="size-4" />;
  const labels = (options.data ?? [])
    .filter((option) => user.locationIds.includes(option.value))
    .map((option) => option.label);
  return (
    <ul className="flex flex-wrap gap-1.5">
      {labels.map((label) => (
        <li key={label} className="rounded-md bg-muted px-2 py-0.5 text-xs font-medium">
          {label}
        </li>
      ))}
    </ul>
  );
}

interface UserDetailsViewProps {
  user: UserDetail;
  /** Only given when the signed-in user may edit this one (canEditUser). */
  onEdit?: () => void;
  /** Why there is no Edit, when the signed-in user may not edit this one (userEditRefusal). */
  editRefusal?: string;
  /** Only given when the signed-in user may end this one's sessions (canEndSessionsOf). */
  signOutAction?: ReactNode;
}

/** The view mode of the User Details dialog. */
export function UserDetailsView({
  user,
  onEdit,
  editRefusal,
  signOutAction,
}: UserDetailsViewProps) {
  return (
    <div className="min-w-0 space-y-6">
      <dl className="grid gap-4 sm:grid-cols-2">
        <Detail term="Name">{user.name}</Detail>
        <Detail term="Email">{user.email}</Detail>
        <Detail term="Phone">
          {user.phoneNumber ? (
            formatUsPhone(user.phoneNumber)
          ) : (
            <span className="text-muted-foreground">Not provided</span>
          )}
        </Detail>
        <Detail term="Organization">
          {user.organizationName ?? <span className="text-muted-foreground">None</span>}
        </Detail>
        <Detail term="Position">{ACCOUNT_POSITION_LABELS[user.position]}</Detail>
        <Detail term="Job Title">{user.jobTitle}</Detail>
        <Detail term="Status">
          <UserStatusBadge isActive={user.isActive} />
        </Detail>
        {user.position === 'location_manager' ? (
          <Detail term="Managed Locations">
            <ManagedLocations user={user} />
          </Detail>
        ) : null}
      </dl>
      <section aria-labelledby={`recent-shifts-${user.id}`} className="space-y-2">
        <h3 id={`recent-shifts-${user.id}`} className="text-sm font-semibold">
          Recent Shifts
        </h3>
        <RecentShifts shifts={user.recentShifts} />
      </section>
      {editRefusal && !onEdit ? (
        <p className="flex items-start gap-2 rounded-md border border-dashed bg-muted/50 px-3 py-2 text-sm text-muted-foreground">
          <LockKeyhole aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>{editRefusal}</span>
        </p>
      ) : null}
      {onEdit || signOutAction ? (
        <div className="flex flex-wrap justify-end gap-2">
          {signOutAction}
          {onEdit ? (
            <Button type="button" onClick={onEdit}>
              <Pencil aria-hidden />
              Edit
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
