import type { Actor, ShiftChange, ShiftEventKind } from '@chairside/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { locations, shiftEvents, shifts, users } from '../../db/schema.ts';
import { shiftsWithLocation } from '../../lib/shift-place-queries.ts';
import { visibleOrNotFound } from '../../lib/scope.ts';

/** One entry as recorded: the shift and its location; the organization is the location's. */
export interface ShiftEventRecord {
  shiftId: number;
  locationId: number;
  kind: ShiftEventKind;
  actorId: number | null;
  subjectId?: number | null;
  requestId?: number | null;
  reason?: string | null;
  changes?: ShiftChange[] | null;
}

/** One entry or many, in one statement. */
export async function insertShiftEvents(tx: Executor, events: ShiftEventRecord[]) {
  await tx.insert(shiftEvents).values(
    events.map((event) => ({
      ...event,
      organizationId: sql`(select ${locations.organizationId} from ${locations} where ${locations.id} = ${event.locationId})`,
    })),
  );
}

/**
 * Where a shift belongs, when the actor may reach its organization: read from the shift while
 * it exists, else from its 'deleted' entry (`deleted`); NotFoundError for neither, or out of
 * reach.
 */
export async function findShiftScope(db: Executor, actor: Actor, shiftId: number) {
  const [live] = await shiftsWithLocation(db, {
    locationId: shifts.locationId,
    organizationId: locations.organizationId,
  }).where(eq(shifts.id, shiftId));
  if (live) return visibleOrNotFound(actor, { shiftId, ...live, deleted: false });
  const [gone] = await db
    .select({ locationId: shiftEvents.locationId, organizationId: shiftEvents.organizationId })
    .from(shiftEvents)
    .where(and(eq(shiftEvents.shiftId, shiftId), eq(shiftEvents.kind, 'deleted')));
  return visibleOrNotFound(actor, gone && { shiftId, ...gone, deleted: true });
}

/** A shift's place as findShiftScope answers it, for the actor who asked. */
export type ShiftScope = Awaited<ReturnType<typeof findShiftScope>>;

const actors = alias(users, 'actors');
const subjects = alias(users, 'subjects');

/**
 * The entries of a shift the actor may reach (its findShiftScope) with the names of who acted
 * and whose request, oldest first.
 */
export async function findShiftEvents(db: Executor, scope: ShiftScope) {
  return db
    .select({
      id: shiftEvents.id,
      kind: shiftEvents.kind,
      actorId: shiftEvents.actorId,
      actorName: actors.name,
      subjectId: shiftEvents.subjectId,
      subjectName: subjects.name,
      requestId: shiftEvents.requestId,
      reason: shiftEvents.reason,
      changes: shiftEvents.changes,
      createdAt: shiftEvents.createdAt,
    })
    .from(shiftEvents)
    .leftJoin(actors, eq(actors.id, shiftEvents.actorId))
    .leftJoin(subjects, eq(subjects.id, shiftEvents.subjectId))
    .where(eq(shiftEvents.shiftId, scope.shiftId))
    .orderBy(asc(shiftEvents.id));
}

export type ShiftEventRow = Awaited<ReturnType<typeof findShiftEvents>>[number];
