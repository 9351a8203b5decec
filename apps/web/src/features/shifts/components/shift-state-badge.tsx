import { positionColor, type ShiftPosition } from '@chairside/domain';
import { Badge } from '@/components/ui/badge.tsx';
import { cn } from '@/lib/cn.ts';
import { ASSIGNED_BADGE, BADGE_TINT } from './position-styles.ts';

interface ShiftStateBadgeProps {
  /** The shift's state: 'Unassigned', 'Requested' or 'Assigned'. */
  status: string;
  position: ShiftPosition;
  className?: string;
}

/** The shift's state, tinted by its position; 'Assigned' has its own solid style (SPEC §2). */
export function ShiftStateBadge({ status, position, className }: ShiftStateBadgeProps) {
  return (
    <Badge
      variant="outline"
      data-status={status}
      className={cn(
        status === 'Assigned' ? ASSIGNED_BADGE : BADGE_TINT[positionColor(position)],
        className,
      )}
    >
      {status}
    </Badge>
  );
}
