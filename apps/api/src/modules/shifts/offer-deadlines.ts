import { formatOfferDeadline } from '@chairside/domain';
import type { AppContext } from '../../context.ts';
import type { Database, Executor } from '../../db/client.ts';
import {
  dispatch,
  offerExpiredEmail,
  offerReminderEmail,
  ownOfferExpiredEmail,
  shiftNotice,
} from '../notifications/index.ts';
import { recordShiftEvent } from './history-service.ts';
import {
  clearOfferReminder,
  findDueOffers,
  lockDueOffer,
  type OfferDeadline,
} from './offer-deadline-queries.ts';
import { lockShiftAcrossOrganizations } from './queries.ts';
import { declineRequest, findLocationManagerContacts } from './request-queries.ts';
import { shiftSummary } from './shift-summary.ts';

const BATCH_SIZE = 50;

type DeadlineContext = Pick<AppContext, 'config'> & { db: Database };

type LockedShift = NonNullable<Awaited<ReturnType<typeof lockShiftAcrossOrganizations>>>;

/** Handles one due offer under its shift's lock; answers whether it did anything. */
type DueOfferHandler = (
  tx: Executor,
  requestId: number,
  shift: LockedShift,
  now: Date,
) => Promise<boolean>;

/**
 * The live offers whose `deadline` (reminder or expiry) has passed at `now`, soonest first, each
 * handled in its own transaction under its shift's lock, like every change of a shift's requests
 * (a confirmation holding the shift while a deadline held the request deadlocked). Handlers read
 * the offer again under the lock, so an offer answered meanwhile is left alone and instances
 * draining together never act twice; a shift locked elsewhere waits for the next round.
 */
async function handleDueOffers(
  ctx: DeadlineContext,
  deadline: OfferDeadline,
  now: Date,
  handle: DueOfferHandler,
): Promise<number> {
  const due = await findDueOffers(ctx.db, deadline, now, BATCH_SIZE);
  let handled = 0;
  for (const { id, shiftId } of due) {
    const done = await ctx.db.transaction(async (tx) => {
      const shift = await lockShiftAcrossOrganizations(tx, shiftId);
      return shift ? handle(tx, id, shift, now) : false;
    });
    if (done) handled += 1;
  }
  return handled;
}

/** The reminder's notice: 'Your offer expires at Tue, Dec 1, 3:00 PM CST'. */
export function offerReminderLead(expiresAt: Date, timeZone: string): string {
  return `Your offer expires at ${formatOfferDeadline(expiresAt, timeZone)}`;
}

/** Sends one offer's reminder, unless it was answered or reminded meanwhile. */
function remindOffer(ctx: DeadlineContext): DueOfferHandler {
  return async (tx, requestId, shift, now) => {
    const offer = await lockDueOffer(tx, requestId, 'offerReminderAt', now);
    if (!offer) return false;
    if (offer.expiresAt) {
      const expiresAt = formatOfferDeadline(offer.expiresAt, shift.timezone);
      const summary = shiftSummary(ctx, shift);
      const lead = offerReminderLead(offer.expiresAt, shift.timezone);
      await dispatch(
        tx,
        shiftNotice(offer.employeeId, 'offer_expiring', shift.id, summary, lead),
        offerReminderEmail(offer, expiresAt, summary),
        now,
      );
    }
    await clearOfferReminder(tx, requestId);
    return true;
  };
}

/** Sends the reminders due at `now`, each in its own transaction. */
export function sendDueOfferReminders(ctx: DeadlineContext, now: Date): Promise<number> {
  return handleDueOffers(ctx, 'offerReminderAt', now, remindOffer(ctx));
}

/**
 * Expires one offer past its deadline; a confirmation that took the shift's lock first wins, and
 * the offer read again under the lock is then no longer a live offer.
 */
function expireOffer(ctx: DeadlineContext): DueOfferHandler {
  return async (tx, requestId, shift, now) => {
    const offer = await lockDueOffer(tx, requestId, 'offerExpiresAt', now);
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
  };
}

/** Expires the offers whose deadline has passed at `now`, each in its own transaction. */
export function expireDueOffers(ctx: DeadlineContext, now: Date): Promise<number> {
  return handleDueOffers(ctx, 'offerExpiresAt', now, expireOffer(ctx));
}

/** One round of the deadline worker: reminders, then expiries. */
export async function runOfferDeadlines(ctx: DeadlineContext, now: Date) {
  return {
    reminded: await sendDueOfferReminders(ctx, now),
    expired: await expireDueOffers(ctx, now),
  };
}
