import {
  canReachOrganization,
  isRestrictedShiftView,
  roundMiles,
  showsShiftCounts,
  type Actor,
  type ShiftState,
} from '@chairside/domain';
import type { Executor } from '../../db/client.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { findShift, type ShiftRow } from './queries.ts';

/** DESIGN §8: Assigned once a request is confirmed, Requested while live requests exist. */
export function shiftStatus(row: Pick<ShiftRow, 'requests' | 'offers' | 'confirmed'>): ShiftState {
  if (row.confirmed > 0) return 'Assigned';
  if (row.requests + row.offers > 0) return 'Requested';
  return 'Unassigned';
}

/** A shift the actor may see (their organization, or any for org-less users), else 404. */
export async function findVisibleShift(db: Executor, actor: Actor, id: number): Promise<ShiftRow> {
  const shift = await findShift(db, id);
  if (!shift || !canReachOrganization(actor, shift.organizationId)) throw new NotFoundError();
  return shift;
}

/** The calendar and detail shape of a shift; counts only where SPEC §6 shows them. */
export function presentShift(actor: Actor, row: ShiftRow, distanceMiles?: number) {
  const countsVisible = showsShiftCounts(actor, row);
  return {
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
    restricted: isRestrictedShiftView(actor, row),
    requests: countsVisible ? row.requests : null,
    offers: countsVisible ? row.offers : null,
    confirmed: row.confirmed,
    ...(distanceMiles === undefined ? {} : { distanceMiles: roundMiles(distanceMiles) }),
  };
}
