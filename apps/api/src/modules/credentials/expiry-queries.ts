import { addDaysToDate, CREDENTIAL_REMINDER_DAYS } from '@chairside/domain';
import { and, asc, between, eq, gt, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  credentialReminders,
  credentialShortfallChecks,
  credentials,
  organizations,
  shiftRequests,
  shifts,
  users,
} from '../../db/schema.ts';
import { liveConfirmation, requestsWithOrganization } from '../../lib/shift-place-queries.ts';

/** The reminder days as a SQL array, from the domain's one list. */
const reminderDays = sql`array[${sql.join(
  CREDENTIAL_REMINDER_DAYS.map((days) => sql`${days}`),
  sql`, `,
)}]::int[]`;

/**
 * Issue #27 §5: up to `limit` credentials of active people expiring from `today` to the farthest
 * reminder ahead whose due reminder (dueCredentialReminder: the nearest of
 * CREDENTIAL_REMINDER_DAYS not yet passed) was not sent for this expiry, soonest first.
 */
export function findCredentialsDueReminder(db: Executor, today: string, limit: number) {
  const farthest = addDaysToDate(today, Math.max(...CREDENTIAL_REMINDER_DAYS));
  return db
    .select({
      id: credentials.id,
      userId: credentials.userId,
      type: credentials.type,
      stateCode: credentials.stateCode,
      expiresOn: credentials.expiresOn,
      email: users.email,
      name: users.name,
    })
    .from(credentials)
    .innerJoin(users, eq(users.id, credentials.userId))
    .where(
      and(
        between(credentials.expiresOn, today, farthest),
        eq(users.isActive, true),
        sql`not exists (
          select 1 from ${credentialReminders} r
          where r.credential_id = ${credentials.id} and r.expires_on = ${credentials.expiresOn}
            and r.days_before = (
              select min(d) from unnest(${reminderDays}) d
              where ${credentials.expiresOn} - d <= ${today}::date
            )
        )`,
      ),
    )
    .orderBy(asc(credentials.expiresOn), asc(credentials.id))
    .limit(limit);
}

/**
 * Claims one reminder: its row lands, or another instance's did (then nothing is answered and
 * nothing is sent). Inside the sender's transaction, so a reminder is marked sent only with it.
 */
export async function claimCredentialReminder(
  tx: Executor,
  reminder: { credentialId: number; expiresOn: string; daysBefore: number },
): Promise<boolean> {
  const claimed = await tx
    .insert(credentialReminders)
    .values(reminder)
    .onConflictDoNothing()
    .returning({ credentialId: credentialReminders.credentialId });
  return claimed.length > 0;
}

/** A live confirmation of a shift still to come at an organization that checks credentials. */
function confirmationsAhead(db: Executor, now: Date, ...conditions: (SQL | undefined)[]) {
  return requestsWithOrganization(db, {
    requestId: shiftRequests.id,
    shiftId: shiftRequests.shiftId,
    employeeId: shiftRequests.employeeId,
  }).where(
    and(
      liveConfirmation,
      gt(shifts.startsAt, now),
      ne(organizations.credentialChecks, 'off'),
      ...conditions,
    ),
  );
}

/**
 * Issue #27 §5: up to `limit` confirmations ahead (confirmationsAhead) not checked yet on
 * `today` and never warned of, soonest shift first.
 */
export function findConfirmationsToCheck(db: Executor, today: string, now: Date, limit: number) {
  return confirmationsAhead(
    db,
    now,
    sql`not exists (
      select 1 from ${credentialShortfallChecks} c
      where c.request_id = ${shiftRequests.id}
        and (c.checked_on >= ${today}::date or c.warned_at is not null)
    )`,
  )
    .orderBy(asc(shifts.startsAt), asc(shiftRequests.id))
    .limit(limit);
}

/** One confirmation read again under its claim: null once it is no longer one ahead. */
export async function findConfirmationAhead(db: Executor, requestId: number, now: Date) {
  const [row] = await confirmationsAhead(db, now, eq(shiftRequests.id, requestId));
  return row ?? null;
}

/**
 * Claims today's check of a confirmation: its row lands or moves to `today`, unless another
 * instance checked it today or its managers were warned already (then nothing is answered).
 */
export async function claimShortfallCheck(
  tx: Executor,
  requestId: number,
  today: string,
): Promise<boolean> {
  const claimed = await tx
    .insert(credentialShortfallChecks)
    .values({ requestId, checkedOn: today })
    .onConflictDoUpdate({
      target: credentialShortfallChecks.requestId,
      set: { checkedOn: today },
      setWhere: and(
        lt(credentialShortfallChecks.checkedOn, today),
        isNull(credentialShortfallChecks.warnedAt),
      ),
    })
    .returning({ requestId: credentialShortfallChecks.requestId });
  return claimed.length > 0;
}

/** Marks a confirmation's managers as warned: never again for it. */
export async function markShortfallWarned(tx: Executor, requestId: number, now: Date) {
  await tx
    .update(credentialShortfallChecks)
    .set({ warnedAt: now })
    .where(eq(credentialShortfallChecks.requestId, requestId));
}
