import {
  isRestrictedShiftView,
  roundMiles,
  showsShiftCounts,
  shiftStatus,
  type Actor,
  type ShiftDetail,
  type ShiftListItem,
  type ShiftRequest,
} from '@chairside/domain';
import type { ShiftRow } from './queries.ts';
import type { RequestRow } from './request-queries.ts';

/**
 * The live offer's deadline a viewer may see (issue #26 §1): the soonest for those who see the
 * counts (SPEC §6); in the restricted view only the viewer's own.
 */
function visibleOfferDeadline(actor: Actor, row: ShiftRow, countsVisible: boolean) {
  const deadlines = row.offerDeadlines;
  if (!deadlines) return null;
  const seen = countsVisible ? Object.values(deadlines) : [deadlines[actor.id]];
  const soonest = seen
    .flatMap((deadline) => (deadline ? [new Date(deadline).getTime()] : []))
    .sort((a, b) => a - b)[0];
  return soonest === undefined ? null : new Date(soonest).toISOString();
}

/** The calendar shape of a shift; counts only where SPEC §6 shows them. */
export function presentShift(actor: Actor, row: ShiftRow, distanceMiles?: number): ShiftListItem {
  const countsVisible = showsShiftCounts(actor, row);
  const restricted = isRestrictedShiftView(actor, row);
  const shift: ShiftListItem = {
    id: row.id,
    date: row.startsAt.toISOString(),
    localDate: row.localDate,
    totalMinutes: row.totalMinutes,
    lunchMinutes: row.lunchMinutes,
    position: row.position,
    specialty: row.specialty,
    timezone: row.timezone,
    locationId: row.locationId,
    locationName: row.locationName,
    locationNumber: row.locationNumber,
    organizationId: row.organizationId,
    organizationName: row.organizationName,
    latitude: row.latitude,
    longitude: row.longitude,
    status: shiftStatus(row),
    restricted,
    requests: countsVisible ? row.requests : null,
    offers: countsVisible ? row.offers : null,
    offerExpiresAt: visibleOfferDeadline(actor, row, countsVisible),
    confirmed: row.confirmed,
    confirmedStartTime: row.confirmedStartTime?.toISOString() ?? null,
    confirmedEndTime: row.confirmedEndTime?.toISOString() ?? null,
    // The week board's 'Confirmed · Name': a restricted view never learns who works a shift.
    confirmedName: restricted ? null : row.confirmedName,
    // Issue #28 §1: the pay is shown to everyone who sees the shift, the restricted view too.
    hourlyRateCents: row.hourlyRateCents,
    engagement: row.engagement,
    paymentTerms: row.paymentTerms,
  };
  // Added after the literal (not spread into it), so that every shift is built the same way.
  if (distanceMiles !== undefined) shift.distanceMiles = roundMiles(distanceMiles);
  return shift;
}

/** A shift's details: the calendar's shape and its notes. */
export function presentShiftDetail(
  actor: Actor,
  row: ShiftRow,
  notes: { notes: string | null; internalNotes: string | null; seriesId?: string | null } | null,
  uncoveredShifts: { id: number; start: Date; end: Date }[] = [],
): ShiftDetail {
  const shift = presentShift(actor, row);
  return {
    ...shift,
    notes: notes?.notes ?? null,
    // DESIGN §5: the restricted view never carries internal notes.
    internalNotes: shift.restricted ? null : (notes?.internalNotes ?? null),
    seriesId: notes?.seriesId ?? null,
    uncoveredShifts: uncoveredShifts.map(({ id, start, end }) => ({
      id,
      start: start.toISOString(),
      end: end.toISOString(),
    })),
  };
}

export function presentRequest(row: RequestRow): ShiftRequest {
  return {
    id: row.id,
    shiftId: row.shiftId,
    employeeId: row.employeeId,
    employeeName: row.employeeName,
    status: row.status,
    declined: row.declined,
    updatedAt: row.updatedAt.toISOString(),
    startTime: row.startTime?.toISOString() ?? null,
    endTime: row.endTime?.toISOString() ?? null,
    notes: row.notes,
    managerNotes: row.managerNotes,
    // An offer's deadline stands while it waits for an answer.
    offerExpiresAt:
      row.status === 'Offered' && !row.declined
        ? (row.offerExpiresAt?.toISOString() ?? null)
        : null,
    declineReason: row.declined ? row.declineReason : null,
    cancelReason: row.cancelReason,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    requestedAt: row.requestedAt.toISOString(),
    lateCancellations: row.lateCancellations ?? null,
    proposedRateCents: row.proposedRateCents,
    offeredRateCents: row.offeredRateCents,
    agreedRateCents: row.agreedRateCents,
  };
}
