import {
  formatShiftCoverage,
  formatTimeSpan,
  gapsWithPostings,
  postedAsOpenShifts,
  SHIFT_MESSAGES,
  type ShiftCoverage,
  type UncoveredShift,
} from '@chairside/domain';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge.tsx';
import { paths } from '@/config/paths.ts';
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
 * 'Covered 10:00 AM to 2:30 PM; 8:00 to 10:00 AM and 2:30 to 4:30 PM open'. Stretches already
 * posted as open shifts (`posted`, issue #26 §4) say so, each linking to its shift: 'Covered
 * 10:00 AM to 2:30 PM; 8:00 to 10:00 AM and 2:30 to 4:30 PM posted as open shifts'.
 */
export function ShiftCoverageText({
  coverage,
  timeZone,
  posted = [],
  className,
}: {
  coverage: ShiftCoverage;
  timeZone: string;
  posted?: readonly UncoveredShift[];
  className?: string;
}) {
  const gaps = gapsWithPostings(coverage, posted);
  const postedGaps = gaps.filter((one) => one.shiftId !== null);
  const openSpans = gaps
    .filter((one) => one.shiftId === null)
    .map((one) => formatTimeSpan(one.gap, timeZone));
  return (
    <span data-testid="shift-coverage" className={className}>
      {postedGaps.length === 0 ? (
        formatShiftCoverage(coverage, timeZone)
      ) : (
        <>
          {`Covered ${formatTimeSpan(coverage.covered, timeZone)}; `}
          {postedGaps.map(({ gap, shiftId }, index) => (
            <Fragment key={shiftId}>
              {index > 0 ? ' and ' : null}
              <Link
                to={paths.shiftDetail.href(shiftId!)}
                className="rounded-sm font-medium text-primary underline underline-offset-4 outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                {formatTimeSpan(gap, timeZone)}
              </Link>
            </Fragment>
          ))}
          {` ${postedAsOpenShifts(postedGaps.length)}`}
          {openSpans.length > 0 ? `; ${openSpans.join(' and ')} open` : null}
        </>
      )}
    </span>
  );
}
