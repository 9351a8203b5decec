import { and, asc, count, eq, gt, gte, inArray, isNull, lt, lte, max } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { newShiftAlerts, users } from '../../db/schema.ts';

type AlertKind = 'instant' | 'digest';

/** When the person's open batching window closes: the latest instant alert still due ahead. */
export async function findOpenWindowEndAcrossOrganizations(
  db: Executor,
  userId: number,
  now: Date,
): Promise<Date | null> {
  const [row] = await db
    .select({ end: max(newShiftAlerts.dueAt) })
    .from(newShiftAlerts)
    .where(
      and(
        eq(newShiftAlerts.userId, userId),
        eq(newShiftAlerts.kind, 'instant'),
        gt(newShiftAlerts.dueAt, now),
      ),
    );
  return row?.end ?? null;
}

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

export async function insertNewShiftAlert(
  db: Executor,
  alert: {
    userId: number;
    shiftId: number;
    kind: AlertKind;
    dueAt: Date;
    sentAt?: Date;
    texted?: boolean;
  },
): Promise<void> {
  await db.insert(newShiftAlerts).values(alert);
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
 * Locks the person's row until the posting commits, so that two shifts posted at the same
 * moment take turns: the second sees the window the first opened instead of also sending at
 * once. Postings lock people in id order, so they never wait on each other in a circle.
 */
export async function lockAlertedPerson(tx: Executor, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}
