import { and, asc, count, eq, gt, gte, inArray, isNull, lt, lte, max, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { newShiftAlerts, users } from '../../db/schema.ts';
import { insertRowsAsJson } from '../../lib/json-rows-queries.ts';

/** How many new-shift texts went to the person within [start, end). */
export async function countNewShiftTexts(
  db: Executor,
  userId: number,
  day: { start: Date; end: Date },
): Promise<number> {
  const [row] = await db
    .select({ texts: count() })
    .from(newShiftAlerts)
    .where(
      and(
        eq(newShiftAlerts.userId, userId),
        eq(newShiftAlerts.texted, true),
        gte(newShiftAlerts.sentAt, day.start),
        lt(newShiftAlerts.sentAt, day.end),
      ),
    );
  return row?.texts ?? 0;
}

/**
 * The alerts due at `now`, claimed for the caller's transaction with SKIP LOCKED so that
 * instances ticking together never send one twice; grouped by person as the rows come.
 */
export async function claimDueNewShiftAlerts(tx: Executor, now: Date, limit: number) {
  return tx
    .select({
      id: newShiftAlerts.id,
      userId: newShiftAlerts.userId,
      shiftId: newShiftAlerts.shiftId,
      kind: newShiftAlerts.kind,
      email: users.email,
      name: users.name,
    })
    .from(newShiftAlerts)
    .innerJoin(users, eq(users.id, newShiftAlerts.userId))
    .where(and(isNull(newShiftAlerts.sentAt), lte(newShiftAlerts.dueAt, now)))
    .orderBy(asc(newShiftAlerts.userId), asc(newShiftAlerts.id))
    .limit(limit)
    .for('update', { of: newShiftAlerts, skipLocked: true });
}

export type DueNewShiftAlert = Awaited<ReturnType<typeof claimDueNewShiftAlerts>>[number];

/** Marks alerts sent at `now`; `textedId` is the one row that stands for a text sent. */
export async function markNewShiftAlertsSent(
  tx: Executor,
  ids: number[],
  now: Date,
  textedId: number | null,
): Promise<void> {
  await tx.update(newShiftAlerts).set({ sentAt: now }).where(inArray(newShiftAlerts.id, ids));
  if (textedId !== null) {
    await tx.update(newShiftAlerts).set({ texted: true }).where(eq(newShiftAlerts.id, textedId));
  }
}

/** Forgets alerts sent before `before`: past every window and every local day's cap. */
export async function deleteSentNewShiftAlerts(db: Executor, before: Date): Promise<void> {
  await db.delete(newShiftAlerts).where(lt(newShiftAlerts.sentAt, before));
}

/**
 * Locks the people of a slice, in id order, until the slice commits, so that two shifts alerted
 * at the same moment take turns per person: the second sees the window the first opened instead
 * of also sending at once. Every slice locks in id order, so workers never wait in a circle.
 */
export async function lockAlertedPeople(tx: Executor, ids: number[]): Promise<void> {
  await tx
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.id, ids))
    .orderBy(asc(users.id))
    .for('no key update');
}

/** Each person's open batching window's end: their latest instant alert still due after `now`. */
export async function findOpenWindowEnds(
  tx: Executor,
  ids: number[],
  now: Date,
): Promise<Map<number, Date>> {
  // One backward index probe per person (user_id, due_at), however many alerts they hold.
  const latest = tx
    .select({ end: max(newShiftAlerts.dueAt) })
    .from(newShiftAlerts)
    .where(
      and(
        eq(newShiftAlerts.userId, users.id),
        eq(newShiftAlerts.kind, 'instant'),
        gt(newShiftAlerts.dueAt, now),
      ),
    );
  const end = sql`(${latest})`.mapWith(newShiftAlerts.dueAt);
  const rows = await tx.select({ userId: users.id, end }).from(users).where(inArray(users.id, ids));
  return new Map(rows.flatMap(({ userId, end }) => (end ? [[userId, end] as const] : [])));
}

/** When each person was sent a new-shift text since `since` (the cap counts a local day's). */
export async function findNewShiftTextTimes(
  tx: Executor,
  ids: number[],
  since: Date,
): Promise<Map<number, Date[]>> {
  const rows = await tx
    .select({ userId: newShiftAlerts.userId, sentAt: newShiftAlerts.sentAt })
    .from(newShiftAlerts)
    .where(
      and(
        inArray(newShiftAlerts.userId, ids),
        eq(newShiftAlerts.texted, true),
        gte(newShiftAlerts.sentAt, since),
      ),
    );
  const times = new Map<number, Date[]>();
  for (const { userId, sentAt } of rows) {
    if (sentAt) times.set(userId, [...(times.get(userId) ?? []), sentAt]);
  }
  return times;
}

export type NewShiftAlertRow = typeof newShiftAlerts.$inferInsert;

/**
 * The alerts of a slice, in one statement however many (a 366-shift series to a slice of 1,000
 * people is 366,000 rows). Each names every column: one left out would be null, not its default.
 */
export async function insertNewShiftAlerts(
  tx: Executor,
  alerts: NewShiftAlertRow[],
): Promise<void> {
  await insertRowsAsJson(
    tx,
    newShiftAlerts,
    alerts.map((alert) => ({ sentAt: null, texted: false, ...alert })),
  );
}
