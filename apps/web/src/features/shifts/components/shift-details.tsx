import {
  coverageOfShift,
  formatDuration,
  formatWorkedHours,
  isPartlyCovered,
  formatPay,
  lunchLabel,
  shiftEnd,
  workedHours,
  type ConfirmedHours,
  type ShiftDetail,
} from '@chairside/domain';
import { DetailItem, DetailList } from '@/components/detail-list.tsx';
import { formatLongDate, formatZonedTime } from '@/lib/format-date.ts';
import { PartlyCoveredBadge, ShiftCoverageText } from './partly-covered.tsx';
import { PositionDot } from './position-dot.tsx';
import { ShiftDetailsSection } from './shift-details-section.tsx';
import { ShiftStateBadges } from './shift-state-badge.tsx';
import { OfferAnswerBy } from '@/components/offer-answer-by.tsx';

/**
 * SPEC §2 shift detail: where, its state and when. Dates and times read on the shift's own
 * clocks; start and end carry the zone label ('5:00 PM PST'), and so do the hours the reader
 * works when confirmed for it ('Your Hours: 10:00 AM to 3:00 PM PST').
 */
export function ShiftDetails({
  shift,
  yourHours = null,
  className,
}: {
  shift: ShiftDetail;
  /** The reader's own confirmation's hours, when they work the shift (issue #26 §2). */
  yourHours?: ConfirmedHours | null;
  className?: string;
}) {
  const coverage = coverageOfShift(shift);
  const partial = isPartlyCovered(coverage) ? coverage : null;
  return (
    <ShiftDetailsSection title="Shift Information" className={className}>
      <DetailList>
        <DetailItem label="Location">
          {shift.locationName}{' '}
          <span className="font-mono text-muted-foreground">({shift.locationNumber})</span>
        </DetailItem>
        <DetailItem label="Organization">{shift.organizationName}</DetailItem>
        <DetailItem label="Status">
          <span className="inline-flex flex-wrap items-center gap-1">
            <ShiftStateBadges shift={shift} />
            {partial ? <PartlyCoveredBadge /> : null}
          </span>
          <OfferAnswerBy
            expiresAt={shift.offerExpiresAt}
            timeZone={shift.timezone}
            className="mt-1 flex text-sm text-muted-foreground"
          />
        </DetailItem>
        {partial ? (
          <DetailItem label="Coverage" wide>
            <ShiftCoverageText
              coverage={partial}
              timeZone={shift.timezone}
              posted={shift.uncoveredShifts}
            />
          </DetailItem>
        ) : null}
        {yourHours ? (
          <DetailItem label="Your Hours">
            {formatWorkedHours(workedHours(shift, yourHours), shift.timezone)}
          </DetailItem>
        ) : null}
        <DetailItem label="Position">
          <span className="inline-flex items-center gap-2">
            {/* The dot only repeats the position's name beside it. */}
            <span aria-hidden className="inline-flex">
              <PositionDot position={shift.position} className="size-2.5" />
            </span>
            {shift.position}
          </span>
        </DetailItem>
        {shift.specialty ? <DetailItem label="Specialty">{shift.specialty}</DetailItem> : null}
        <DetailItem label="Date">{formatLongDate(shift.date, shift.timezone)}</DetailItem>
        <DetailItem label="Start">{formatZonedTime(shift.date, shift.timezone)}</DetailItem>
        <DetailItem label="End">
          {formatZonedTime(
            shiftEnd(shift.date, shift.totalMinutes, shift.timezone),
            shift.timezone,
          )}
        </DetailItem>
        <DetailItem label="Length">{formatDuration(shift.totalMinutes)}</DetailItem>
        <DetailItem label="Lunch">{lunchLabel(shift.lunchMinutes)}</DetailItem>
        <DetailItem label="Pay">{formatPay(shift)}</DetailItem>
      </DetailList>
    </ShiftDetailsSection>
  );
}
