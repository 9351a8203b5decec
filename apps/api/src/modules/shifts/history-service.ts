import { mayReadDeletedShiftHistory, seesShiftEvent, type ShiftEvent } from '@chairside/domain';
import type { SignedInUser } from '../../auth/actor.ts';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { NotFoundError } from '../../lib/errors.ts';
import {
  findShiftEvents,
  findShiftScope,
  insertShiftEvents,
  type ShiftEventRecord,
  type ShiftEventRow,
} from './history-queries.ts';

/**
 * Records one change of a shift or its requests (issue #16 §4). Called with the change's own
 * transaction, so a change rolled back leaves no entry and a committed one always has its entry.
 */
export function recordShiftEvent(tx: Executor, event: ShiftEventRecord) {
  return insertShiftEvents(tx, [event]);
}

/** recordShiftEvent for many entries in one statement (a series' or a copied week's postings). */
export function recordShiftEvents(tx: Executor, events: ShiftEventRecord[]) {
  return insertShiftEvents(tx, events);
}

function person(id: number | null, name: string | null) {
  return id === null || name === null ? null : { id, name };
}

function presentShiftEvent(row: ShiftEventRow): ShiftEvent {
  return {
    id: row.id,
    kind: row.kind,
    actor: person(row.actorId, row.actorName),
    subject: person(row.subjectId, row.subjectName),
    requestId: row.requestId,
    reason: row.reason,
    changes: row.changes,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Where the shift belongs for this actor: the live shift, or a deleted one for its admins. */
async function historyScope(ctx: AppContext, actor: SignedInUser, shiftId: number) {
  const scope = await findShiftScope(ctx.db, actor, shiftId);
  if (scope.deleted && !mayReadDeletedShiftHistory(actor, scope.organizationId))
    throw new NotFoundError();
  return scope;
}

/**
 * GET /shifts/:shiftId/history: oldest first, the order a timeline is read in. Under the
 * restricted view only the actor's own entries.
 */
export async function history(
  ctx: AppContext,
  actor: SignedInUser,
  shiftId: number,
): Promise<ShiftEvent[]> {
  const scope = await historyScope(ctx, actor, shiftId);
  const rows = await findShiftEvents(ctx.db, scope);
  return rows.filter((row) => seesShiftEvent(actor, scope, row)).map(presentShiftEvent);
}
