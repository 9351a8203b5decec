import {
  positionColor,
  shiftStateWord,
  type ShiftListItem,
  type ShiftPosition,
} from '@chairside/domain';
import { LIVE_OFFER, RequestStatusBadge } from '@/components/request-status-badge.tsx';
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

type StateShift = Pick<
  ShiftListItem,
  'status' | 'position' | 'offers' | 'offerExpiresAt' | 'timezone'
>;

/**
 * SPEC's status badge where SPEC shows it and, beside it, 'Offered' in the request colours while
 * an offer waits for its answer (issue #26 §1, shiftStateWord).
 */
export function ShiftStateBadges({ shift }: { shift: StateShift }) {
  return (
    <>
      <ShiftStateBadge status={shift.status} position={shift.position} />
      {shiftStateWord(shift) === 'Offered' ? <RequestStatusBadge request={LIVE_OFFER} /> : null}
    </>
  );
}
