import { CalendarDays, Eye } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { cn } from '@/lib/cn.ts';

interface LocationActionsProps {
  location: { id: number; name: string; organizationId: number };
  onView: (id: number) => void;
  className?: string;
}

/** A row's actions: the Location Details dialog and the shifts page for this location. */
export function LocationActions({ location, onView, className }: LocationActionsProps) {
  return (
    <div className={cn('flex flex-wrap gap-2', className)}>
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={() => onView(location.id)}
        aria-label={`View Details of ${location.name}`}
      >
        <Eye aria-hidden />
        View Details
      </Button>
      <Button asChild variant="secondary" size="sm">
        <Link
          to={`/dashboard/shifts?org=${location.organizationId}&location=${location.id}`}
          aria-label={`Shift Schedule for ${location.name}`}
        >
          <CalendarDays aria-hidden />
          Shift Schedule
        </Link>
      </Button>
    </div>
  );
}
