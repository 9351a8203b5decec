import { canEditOrganizationSettings } from '@chairside/domain';
import { CalendarDays, MapPinned } from 'lucide-react';
import { Link } from 'react-router';
import { DetailsDialog } from '@/components/details-dialog.tsx';
import { Button } from '@/components/ui/button.tsx';
import { paths } from '@/config/paths.ts';
import { useSignedInUser } from '@/lib/current-user.ts';
import { useOrganization } from '../api/get-organization.ts';
import { OrganizationDetails } from './organization-details.tsx';
import { OrganizationSettingsDialog } from './organization-settings-dialog.tsx';

interface OrganizationDetailsDialogProps {
  /** The organization shown; null keeps the dialog closed. */
  organizationId: number | null;
  onClose: () => void;
}

/** View/Manage: the Organization Details dialog (GET /organizations/:id). */
export function OrganizationDetailsDialog({
  organizationId,
  onClose,
}: OrganizationDetailsDialogProps) {
  const query = useOrganization(organizationId);
  const user = useSignedInUser();
  return (
    <DetailsDialog
      open={organizationId !== null}
      onClose={onClose}
      title="Organization Details"
      description="Address, locations and administrators."
      query={query}
      loadingLabel="Loading organization..."
      actions={
        organizationId !== null ? (
          <>
            {canEditOrganizationSettings(user, organizationId) ? (
              <OrganizationSettingsDialog organizationId={organizationId} />
            ) : null}
            <Button asChild variant="secondary">
              <Link to={paths.locations.href({ org: organizationId })}>
                <MapPinned aria-hidden />
                Manage Locations
              </Link>
            </Button>
            <Button asChild>
              <Link to={paths.shifts.href({ org: organizationId })}>
                <CalendarDays aria-hidden />
                Shift Schedule
              </Link>
            </Button>
          </>
        ) : null
      }
    >
      {(organization) => <OrganizationDetails organization={organization} />}
    </DetailsDialog>
  );
}
