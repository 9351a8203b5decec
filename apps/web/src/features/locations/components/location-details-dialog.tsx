import { CalendarDays } from 'lucide-react';
import { Link } from 'react-router';
import { DetailsDialog } from '@/components/details-dialog.tsx';
import { Button } from '@/components/ui/button.tsx';
import { paths } from '@/config/paths.ts';
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
    <DetailsDialog
      open={locationId !== null}
      onClose={onClose}
      title="Location Details"
      description="Address, timezone and the people working here."
      query={query}
      loadingLabel="Loading location..."
      actions={
        query.data ? (
          <Button asChild>
            <Link
              to={paths.shifts.href({ org: query.data.organizationId, location: query.data.id })}
            >
              <CalendarDays aria-hidden />
              Shift Schedule
            </Link>
          </Button>
        ) : null
      }
    >
      {(location) => <LocationDetails location={location} />}
    </DetailsDialog>
  );
}
