import { formatShiftCoverage, SHIFT_MESSAGES, type ShiftCoverage } from '@chairside/domain';
import { Badge } from '@/components/ui/badge.tsx';
import { cn } from '@/lib/cn.ts';
import { PARTLY_COVERED_BADGE } from './position-styles.ts';

/** Beside 'Assigned': the shift is confirmed for part of its hours, and hours remain open. */
export function PartlyCoveredBadge({ className }: { className?: string }) {
  return (
    <Badge
      variant="outline"
      data-status="partly-covered"
      className={cn(PARTLY_COVERED_BADGE, className)}
    >
      {SHIFT_MESSAGES.partlyCovered}
    </Badge>
  );
}

/**
 * The covered hours and the open ones of a partly covered shift, on its location's clocks:
 * 'Covered 10:00 AM to 2:30 PM; 8:00 to 10:00 AM and 2:30 to 4:30 PM open'.
 */
export function ShiftCoverageText({
  coverage,
  timeZone,
  className,
}: {
  coverage: ShiftCoverage;
  timeZone: string;
  className?: string;
}) {
  return (
    <span data-testid="shift-coverage" className={className}>
      {formatShiftCoverage(coverage, timeZone)}
    </span>
  );
}
