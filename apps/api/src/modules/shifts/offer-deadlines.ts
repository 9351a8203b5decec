import { formatOfferDeadline } from '@chairside/domain';
import { and, asc, eq, lte } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Database, Executor } from '../../db/client.ts';
import { shiftRequests, users } from '../../db/schema.ts';
import {
  offerExpiredEmail,
  offerReminderEmail,
  ownOfferExpiredEmail,
} from '../notifications/offer-templates.ts';
import { dispatch } from '../notifications/dispatch.ts';
import { shiftNotice } from '../notifications/in-app.ts';
import { recordShiftEvent } from './history-service.ts';
import { lockShiftForDeadline } from './queries.ts';
import { declineRequest, findLocationManagerContacts } from './request-queries.ts';
import { shiftSummary } from './shift-summary.ts';

const BATCH_SIZE = 50;

type DeadlineContext = Pick<AppContext, 'config'> & { db: Database };

const liveOffer = and(eq(shiftRequests.status, 'Offered'), eq(shiftRequests.declined, false));

/**
 * Sends one offer's reminder, under its shift's lock like every change of a shift's requests (a
 * confirmation holding the shift while the reminder held the request deadlocked: the reminder's
 * notice takes a key-share lock on the shift). Read again under the lock, an offer answered or
 * reminded meanwhile sends nothing, so instances draining together never send one twice; a
 * shift locked elsewhere is skipped until the next round.
 */
async function remindOffer(ctx: DeadlineContext, tx: Executor, requestId: number, now: Date) {
  const [candidate] = await tx
    .select({ shiftId: shiftRequests.shiftId })
    .from(shiftRequests)
    .where(eq(shiftRequests.id, requestId));
  if (!candidate) return false;
  const shift = await lockShiftForDeadline(tx, candidate.shiftId);
  if (!shift) return false;
  const [offer] = await tx
    .select({
      expiresAt: shiftRequests.offerExpiresAt,
      employeeId: shiftRequests.employeeId,
      email: users.email,
      name: users.name,
    })
    .from(shiftRequests)
    .innerJoin(users, eq(users.id, shiftRequests.employeeId))
    .where(and(eq(shiftRequests.id, requestId), liveOffer, lte(shiftRequests.offerReminderAt, now)))
    .for('update', { of: shiftRequests });
  if (!offer) return false;
  if (offer.expiresAt) {
    const expiresAt = formatOfferDeadline(offer.expiresAt, shift.timezone);
    const summary = shiftSummary(ctx, shift);
    const lead = `Your offer expires at ${expiresAt}`;
    await dispatch(
      tx,
      shiftNotice(offer.employeeId, 'offer_expiring', shift.id, summary, lead),
      offerReminderEmail(offer, expiresAt, summary),
      now,
    );
  }
  await tx
    .update(shiftRequests)
    .set({ offerReminderAt: null })
    .where(eq(shiftRequests.id, requestId));
  return true;
}

/** Sends the reminders due at `now`, each in its own transaction. */
export async function sendDueOfferReminders(ctx: DeadlineContext, now: Date): Promise<number> {
  const due = await ctx.db
    .select({ id: shiftRequests.id })
    .from(shiftRequests)
    .where(and(liveOffer, lte(shiftRequests.offerReminderAt, now)))
    .orderBy(asc(shiftRequests.offerReminderAt))
    .limit(BATCH_SIZE);
  let reminded = 0;
  for (const { id } of due) {
    if (await ctx.db.transaction((tx) => remindOffer(ctx, tx, id, now))) reminded += 1;
  }
  return reminded;
}

/**
 * Expires one offer past its deadline, under its shift's lock like every change of a shift's
 * requests: a confirmation that took the lock first wins, and the offer read again under the
 * lock is no longer a live offer. A shift locked elsewhere is skipped until the next round.
 */
async function expireOffer(ctx: DeadlineContext, tx: Executor, requestId: number, now: Date) {
  const [candidate] = await tx
    .select({ shiftId: shiftRequests.shiftId })
    .from(shiftRequests)
    .where(eq(shiftRequests.id, requestId));
  if (!candidate) return false;
  const shift = await lockShiftForDeadline(tx, candidate.shiftId);
  if (!shift) return false;
  const [offer] = await tx
    .select({ employeeId: shiftRequests.employeeId, email: users.email, name: users.name })
    .from(shiftRequests)
    .innerJoin(users, eq(users.id, shiftRequests.employeeId))
    .where(and(eq(shiftRequests.id, requestId), liveOffer, lte(shiftRequests.offerExpiresAt, now)))
    .for('update', { of: shiftRequests });
  if (!offer) return false;
  await declineRequest(tx, requestId, 'offerExpired');
  await recordShiftEvent(tx, {
    shiftId: shift.id,
    locationId: shift.locationId,
    kind: 'expired',
    actorId: null,
    subjectId: offer.employeeId,
    requestId,
  });
  const summary = shiftSummary(ctx, shift);
  const unanswered = `The offer to ${offer.name} expired unanswered; the shift is open again`;
  for (const manager of await findLocationManagerContacts(tx, shift)) {
    await dispatch(
      tx,
      shiftNotice(manager.id, 'offer_expired', shift.id, summary, unanswered),
      offerExpiredEmail(manager, offer.name, summary),
      now,
    );
  }
  const own = 'Your offer expired before you answered it';
  await dispatch(
    tx,
    shiftNotice(offer.employeeId, 'offer_expired', shift.id, summary, own),
    ownOfferExpiredEmail(offer, summary),
    now,
  );
  return true;
}

/** Expires the offers whose deadline has passed at `now`, each in its own transaction. */
export async function expireDueOffers(ctx: DeadlineContext, now: Date): Promise<number> {
  const due = await ctx.db
    .select({ id: shiftRequests.id })
    .from(shiftRequests)
    .where(and(liveOffer, lte(shiftRequests.offerExpiresAt, now)))
    .orderBy(asc(shiftRequests.offerExpiresAt))
    .limit(BATCH_SIZE);
  let expired = 0;
  for (const { id } of due) {
    if (await ctx.db.transaction((tx) => expireOffer(ctx, tx, id, now))) expired += 1;
  }
  return expired;
}

/** One round of the deadline worker: reminders, then expiries. */
export async function runOfferDeadlines(ctx: DeadlineContext, now: Date) {
  return {
    reminded: await sendDueOfferReminders(ctx, now),
    expired: await expireDueOffers(ctx, now),
  };
}
