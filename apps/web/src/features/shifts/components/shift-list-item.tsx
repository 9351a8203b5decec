import {
  coverageOfShift,
  formatPay,
  isPartlyCovered,
  shiftClockTimes,
  timezoneLabel,
  type ShiftListItem as Shift,
} from '@chairside/domain';
import { ChevronRight } from 'lucide-react';
import { memo } from 'react';
import { Link } from 'react-router';
import { PartlyCoveredBadge, ShiftCoverageText } from './partly-covered.tsx';
import { PositionDot } from './position-dot.tsx';
import { ShiftStateBadges } from './shift-state-badge.tsx';
import { OfferAnswerBy } from '@/components/offer-answer-by.tsx';
import { paths } from '@/config/paths.ts';

/**
 * One shift in the day panel: its times on its own location's clock (SPEC §9 12-hour), where,
 * what, its pay (issue #28 §1), its state and, where the server sends them, the counts (SPEC §6). Opens the detail.
 * Memoised: a week can hold hundreds of shifts, and the cached shift objects keep their
 * identity, so moving the calendar's month does not re-format every time on screen. The
 * browser lays out and paints only the items near the screen (content-visibility: auto; a
 * skipped item keeps its last size, 7rem before its first), which is most of the cost of a
 * week of a busy month (`npm run bench:calendar`, e2e/bench/calendar-month.bench.ts).
 */
export const ShiftListItem = memo(function ShiftListItem({ shift }: { shift: Shift }) {
  const { start, end } = shiftClockTimes(shift);
  const showCounts = shift.requests !== null && shift.offers !== null;
  const coverage = coverageOfShift(shift);
  const partial = isPartlyCovered(coverage) ? coverage : null;
  return (
    <li>
      <Link
        to={paths.shiftDetail.href(shift.id)}
        data-testid="shift-item"
        className="group flex items-start gap-3 rounded-md border bg-background p-3 transition-colors outline-none [contain-intrinsic-size:auto_7rem] [content-visibility:auto] hover:border-primary/50 hover:bg-accent/60 focus-visible:ring-2 focus-visible:ring-ring"
      >
        <div className="min-w-0 flex-1 space-y-1">
          <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
            <p className="text-sm font-semibold tabular-nums">
              <span data-testid="shift-times">
                {start} - {end}
              </span>{' '}
              <span className="text-xs font-normal text-muted-foreground">
                {timezoneLabel(shift.timezone, shift.date)}
              </span>
            </p>
            <span className="flex flex-wrap items-center gap-1">
              <ShiftStateBadges shift={shift} />
              {partial ? <PartlyCoveredBadge /> : null}
            </span>
          </div>
          <p className="truncate text-sm">
            {shift.organizationName} <span aria-hidden>·</span>{' '}
            <span className="text-muted-foreground">{shift.locationName}</span>
          </p>
          <p className="flex items-center gap-2 text-sm">
            <PositionDot position={shift.position} decorative />
            <span>
              {shift.specialty ? `${shift.position} (${shift.specialty})` : shift.position}
            </span>
          </p>
          <p data-testid="shift-pay" className="text-sm text-muted-foreground tabular-nums">
            {formatPay(shift)}
          </p>
          {partial ? (
            <p className="text-xs text-amber-900 dark:text-amber-200">
              <ShiftCoverageText coverage={partial} timeZone={shift.timezone} />
            </p>
          ) : null}
          {shift.offerExpiresAt ? (
            <p className="text-xs text-muted-foreground">
              <OfferAnswerBy expiresAt={shift.offerExpiresAt} timeZone={shift.timezone} />
            </p>
          ) : null}
          {showCounts ? (
            <p className="text-xs text-muted-foreground">
              Requests: {shift.requests} · Offers: {shift.offers} · Confirmed: {shift.confirmed}
            </p>
          ) : null}
        </div>
        <ChevronRight
          aria-hidden
          className="mt-0.5 size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5"
        />
      </Link>
    </li>
  );
});
