import { CalendarDays } from 'lucide-react';
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
import { useLocation } from '../api/get-location.ts';
import { LocationDetails } from './location-details.tsx';

interface LocationDetailsDialogProps {
  /** The location shown; null keeps the dialog closed. */
  locationId: number | null;
  onClose: () => void;
}

/** The Location Details dialog (GET /locations/:id). */
export function LocationDetailsDialog({ locationId, onClose }: LocationDetailsDialogProps) {
  const query = useLocation(locationId);
  return (
    <Dialog open={locationId !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Location Details</DialogTitle>
          <DialogDescription>
            {query.data ? query.data.name : 'Address, timezone and the people working here.'}
          </DialogDescription>
        </DialogHeader>
        {query.isPending ? (
          <ListLoading label="Loading location..." className="border-0 py-8" />
        ) : query.isError ? (
          <ListError error={query.error} className="py-8" />
        ) : (
          <LocationDetails location={query.data} />
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline">
              Close
            </Button>
          </DialogClose>
          {query.data ? (
            <Button asChild>
              <Link
                to={`/dashboard/shifts?org=${query.data.organizationId}&location=${query.data.id}`}
              >
                <CalendarDays aria-hidden />
                Shift Schedule
              </Link>
            </Button>
          ) : null}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
