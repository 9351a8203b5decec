import { managesLocation, type Actor, type ShiftPosition } from '@chairside/domain';
import { and, asc, eq, gte, inArray, lte, notExists, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { locations, shiftRequests, shifts } from '../../db/schema.ts';
import { liveConfirmation, shiftsWithLocation } from '../../lib/shift-place-queries.ts';
import { inOrganization, organizationScope } from '../../lib/scope.ts';
import type { ShiftRow } from './queries.ts';

/** Nobody is confirmed for the shift: an open shift. */
function isOpen(db: Executor): SQL {
  return notExists(
    db
      .select({ id: shiftRequests.id })
      .from(shiftRequests)
      .where(and(eq(shiftRequests.shiftId, shifts.id), liveConfirmation)),
  );
}

/**
 * The hours of the open shifts (nobody confirmed) at the locations, within the actor's
 * organization, for the position when given, on the local dates from `from` to `to`
 * ('YYYY-MM-DD'): what a repeat's or a copied week's preview marks as duplicates (issue #16 §1).
 */
export function findOpenShiftHours(
  db: Executor,
  actor: Actor,
  filter: { locationIds: number[]; position?: ShiftPosition; from: string; to: string },
) {
  if (filter.locationIds.length === 0) return Promise.resolve([]);
  return shiftsWithLocation(db, {
    locationId: shifts.locationId,
    position: shifts.position,
    startsAt: shifts.startsAt,
    endsAt: shifts.endsAt,
  }).where(
    and(
      inOrganization(locations.organizationId, organizationScope(actor)),
      inArray(shifts.locationId, filter.locationIds),
      filter.position === undefined ? undefined : eq(shifts.position, filter.position),
      gte(shifts.localDate, filter.from),
      lte(shifts.localDate, filter.to),
      isOpen(db),
    ),
  );
}

/**
 * Locks the locations a posting of many shifts goes to, in id order (so two postings never wait
 * on each other crosswise): postings at the same locations take turns, and the later one reads
 * the earlier one's shifts as duplicates instead of posting them twice. `no key update` leaves
 * single posts and requests, which only key-share the location, free to go on.
 */
export async function lockLocationsForPosting(tx: Executor, locationIds: readonly number[]) {
  if (locationIds.length === 0) return;
  await tx
    .select({ id: locations.id })
    .from(locations)
    .where(inArray(locations.id, [...locationIds]))
    .orderBy(asc(locations.id))
    .for('no key update');
}

/**
 * The shifts of a week that a copy posts again (issue #16 §1), soonest first: at `locationId`,
 * or at every location the actor manages; the open ones, or all with `includeFilled`.
 */
export async function findWeekShiftsToCopy(
  db: Executor,
  actor: Actor,
  week: { from: string; to: string; locationId?: number; includeFilled: boolean },
) {
  const rows = await shiftsWithLocation(db, {
    id: shifts.id,
    locationId: shifts.locationId,
    locationName: locations.name,
    organizationId: locations.organizationId,
    startsAt: shifts.startsAt,
    totalMinutes: shifts.totalMinutes,
    lunchMinutes: shifts.lunchMinutes,
    position: shifts.position,
    specialty: shifts.specialty,
    timezone: shifts.timezone,
    notes: shifts.notes,
    internalNotes: shifts.internalNotes,
    hourlyRateCents: shifts.hourlyRateCents,
    engagement: shifts.engagement,
    paymentTerms: shifts.paymentTerms,
  })
    .where(
      and(
        inOrganization(locations.organizationId, organizationScope(actor)),
        week.locationId === undefined ? undefined : eq(shifts.locationId, week.locationId),
        gte(shifts.localDate, week.from),
        lte(shifts.localDate, week.to),
        week.includeFilled ? undefined : isOpen(db),
      ),
    )
    .orderBy(asc(shifts.startsAt), asc(shifts.id));
  return rows.filter((row) => managesLocation(actor, row.locationId));
}

/**
 * The shifts of the series of `shift` (one the actor was shown) from its start on, soonest
 * first: the order a series delete locks.
 */
export async function findSeriesShiftsFrom(
  db: Executor,
  shift: ShiftRow,
  seriesId: string,
): Promise<number[]> {
  const rows = await shiftsWithLocation(db, { id: shifts.id })
    .where(
      and(
        eq(locations.organizationId, shift.organizationId),
        eq(shifts.seriesId, seriesId),
        gte(shifts.startsAt, shift.startsAt),
      ),
    )
    .orderBy(asc(shifts.startsAt), asc(shifts.id));
  return rows.map((row) => row.id);
}
