import { CalendarDays, Eye } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { cn } from '@/lib/cn.ts';

interface OrganizationActionsProps {
  organization: { id: number; name: string };
  onView: (id: number) => void;
  className?: string;
}

/** A row's actions: View/Manage (the details dialog) and Shift Schedule (the shifts page). */
export function OrganizationActions({ organization, onView, className }: OrganizationActionsProps) {
  return (
    <div className={cn('flex flex-wrap gap-2', className)}>
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={() => onView(organization.id)}
        aria-label={`View/Manage ${organization.name}`}
      >
        <Eye aria-hidden />
        View/Manage
      </Button>
      <Button asChild variant="secondary" size="sm">
        <Link
          to={`/dashboard/shifts?org=${organization.id}`}
          aria-label={`Shift Schedule for ${organization.name}`}
        >
          <CalendarDays aria-hidden />
          Shift Schedule
        </Link>
      </Button>
    </div>
  );
}
