import type { ShiftPosition } from '@chairside/domain';
import { and, asc, eq, gte, lte, notExists } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { shiftRequests, shifts } from '../../db/schema.ts';

/**
 * The hours of the open shifts (nobody confirmed) at a location for a position starting between
 * `from` and `to`: what a repeat's preview marks as duplicates (issue #16 §1).
 */
export function findOpenShiftHours(
  db: Executor,
  filter: { locationId: number; position: ShiftPosition; from: Date; to: Date },
) {
  return db
    .select({ startsAt: shifts.startsAt, endsAt: shifts.endsAt })
    .from(shifts)
    .where(
      and(
        eq(shifts.locationId, filter.locationId),
        eq(shifts.position, filter.position),
        gte(shifts.startsAt, filter.from),
        lte(shifts.startsAt, filter.to),
        notExists(
          db
            .select({ id: shiftRequests.id })
            .from(shiftRequests)
            .where(
              and(
                eq(shiftRequests.shiftId, shifts.id),
                eq(shiftRequests.status, 'Confirmed'),
                eq(shiftRequests.declined, false),
              ),
            ),
        ),
      ),
    );
}

/** The shifts of a series from `startsAt` on, soonest first: the order a series delete locks. */
export async function findSeriesShiftsFrom(
  db: Executor,
  seriesId: string,
  startsAt: Date,
): Promise<number[]> {
  const rows = await db
    .select({ id: shifts.id })
    .from(shifts)
    .where(and(eq(shifts.seriesId, seriesId), gte(shifts.startsAt, startsAt)))
    .orderBy(asc(shifts.startsAt), asc(shifts.id));
  return rows.map((row) => row.id);
}
