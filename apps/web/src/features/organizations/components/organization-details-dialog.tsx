import { CalendarDays, MapPinned } from 'lucide-react';
import { Link } from 'react-router';
import { ListError, ListLoading } from '@/components/list/list-states.tsx';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { useOrganization } from '../api/get-organization.ts';
import { OrganizationDetails } from './organization-details.tsx';

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
  return (
    <Dialog open={organizationId !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Organization Details</DialogTitle>
          <DialogDescription>
            {query.data ? query.data.name : 'Address, locations and administrators.'}
          </DialogDescription>
        </DialogHeader>
        {query.isPending ? (
          <ListLoading label="Loading organization..." className="border-0 py-8" />
        ) : query.isError ? (
          <ListError error={query.error} className="py-8" />
        ) : (
          <OrganizationDetails organization={query.data} />
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline">
              Close
            </Button>
          </DialogClose>
          {organizationId !== null ? (
            <>
              <Button asChild variant="secondary">
                <Link to={`/dashboard/locations?org=${organizationId}`}>
                  <MapPinned aria-hidden />
                  Manage Locations
                </Link>
              </Button>
              <Button asChild>
                <Link to={`/dashboard/shifts?org=${organizationId}`}>
                  <CalendarDays aria-hidden />
                  Shift Schedule
                </Link>
              </Button>
            </>
          ) : null}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
