import {
  isRestrictedShiftView,
  roundMiles,
  showsShiftCounts,
  type Actor,
  type CredentialShift,
  type DeclineReason,
  type ShiftState,
} from '@chairside/domain';

/** A row of the shift statements (bench/baseline/sql.ts), read positionally. */
export type ShiftTuple = [
  id: number,
  startsAt: Date,
  localDate: string,
  totalMinutes: number,
  lunchMinutes: number,
  position: string,
  specialty: string | null,
  timezone: string,
  locationId: number,
  locationName: string,
  locationNumber: string,
  organizationId: number,
  organizationName: string,
  latitude: number,
  longitude: number,
  stateCode: string,
  credentialChecks: CredentialShift['credentialChecks'],
  requests: number,
  offers: number,
  confirmed: number,
  confirmedStart: Date | null,
  confirmedEnd: Date | null,
  confirmedName: string | null,
  offerDeadlines: Record<string, string | null> | null,
  // Issue #28 §1, read after the API's columns (the same columns, so the same cost).
  hourlyRateCents: number | null,
  engagement: string,
  paymentTerms: string,
];

export function statusOf(row: ShiftTuple): ShiftState {
  if (row[19] > 0) return 'Assigned';
  if (row[17] + row[18] > 0) return 'Requested';
  return 'Unassigned';
}

/** The soonest live offer's deadline the viewer may see: any with the counts, else their own. */
function offerExpiresAt(actor: Actor, row: ShiftTuple, countsVisible: boolean) {
  const deadlines = row[23];
  if (!deadlines) return null;
  let soonest = Infinity;
  for (const [employeeId, deadline] of Object.entries(deadlines)) {
    if (deadline === null || (!countsVisible && Number(employeeId) !== actor.id)) continue;
    soonest = Math.min(soonest, new Date(deadline).getTime());
  }
  return soonest === Infinity ? null : new Date(soonest).toISOString();
}

/** The API's shift shape (SPEC §6 visibility through the domain's rules). */
export function presentShift(actor: Actor, row: ShiftTuple, distanceMiles?: number) {
  const scope = { locationId: row[8] };
  const countsVisible = showsShiftCounts(actor, scope);
  const restricted = isRestrictedShiftView(actor, scope);
  const shift: Record<string, unknown> = {
    id: row[0],
    date: row[1].toISOString(),
    localDate: row[2],
    totalMinutes: row[3],
    lunchMinutes: row[4],
    position: row[5],
    specialty: row[6],
    timezone: row[7],
    hourlyRateCents: row[24],
    engagement: row[25],
    paymentTerms: row[26],
    locationId: row[8],
    locationName: row[9],
    locationNumber: row[10],
    organizationId: row[11],
    organizationName: row[12],
    latitude: row[13],
    longitude: row[14],
    status: statusOf(row),
    restricted,
    requests: countsVisible ? row[17] : null,
    offers: countsVisible ? row[18] : null,
    offerExpiresAt: offerExpiresAt(actor, row, countsVisible),
    confirmed: row[19],
    confirmedStartTime: row[20]?.toISOString() ?? null,
    confirmedEndTime: row[21]?.toISOString() ?? null,
    confirmedName: restricted ? null : row[22],
  };
  if (distanceMiles !== undefined) shift.distanceMiles = roundMiles(distanceMiles);
  return shift;
}

/** A row of the request statements: id, shift, employee, name, status, declined, times, notes, manager notes, offer deadline, decline and cancellation, when asked, late count. */
export type RequestTuple = [
  id: number,
  shiftId: number,
  employeeId: number,
  employeeName: string,
  status: string,
  declined: boolean,
  updatedAt: Date,
  startTime: Date | null,
  endTime: Date | null,
  notes: string | null,
  managerNotes: string | null,
  offerExpiresAt: Date | null,
  declineReason: DeclineReason | null,
  cancelReason: string | null,
  cancelledAt: Date | null,
  requestedAt: Date,
  // Issue #28 §2.
  proposedRateCents: number | null,
  offeredRateCents: number | null,
  agreedRateCents: number | null,
  /** Only in the managers' statement (shift_requests_all). */
  lateCancellations?: number,
];

/** The columns every request statement reads, without the managers' late count. */
export type RequestColumnsTuple =
  Required<RequestTuple> extends [...infer Columns, number] ? Columns : never;

export function presentRequest(row: RequestTuple) {
  return {
    id: row[0],
    shiftId: row[1],
    employeeId: row[2],
    employeeName: row[3],
    status: row[4],
    declined: row[5],
    updatedAt: row[6].toISOString(),
    startTime: row[7]?.toISOString() ?? null,
    endTime: row[8]?.toISOString() ?? null,
    notes: row[9],
    managerNotes: row[10],
    offerExpiresAt: row[4] === 'Offered' && !row[5] ? (row[11]?.toISOString() ?? null) : null,
    declineReason: row[5] ? row[12] : null,
    cancelReason: row[13],
    cancelledAt: row[14]?.toISOString() ?? null,
    requestedAt: row[15].toISOString(),
    proposedRateCents: row[16],
    offeredRateCents: row[17],
    agreedRateCents: row[18],
    lateCancellations: row[19] ?? null,
  };
}
