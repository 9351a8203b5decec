import {
  LATE_CANCELLATION_HOURS,
  LATE_CANCELLATION_WINDOW_DAYS,
  type DeclineReason,
} from './constants.ts';
import { REQUEST_LABELS } from './messages/requests.ts';

const HOUR_MS = 60 * 60 * 1000;

/**
 * An offer's deadline: the organization's response time after the offer, never past the
 * shift's start; its reminder goes out halfway between the offer and the deadline.
 */
export function offerDeadline(
  offeredAt: Date,
  responseHours: number,
  shiftStartsAt: Date,
): { expiresAt: Date; reminderAt: Date } {
  const expires = Math.min(offeredAt.getTime() + responseHours * HOUR_MS, shiftStartsAt.getTime());
  const reminder = offeredAt.getTime() + (expires - offeredAt.getTime()) / 2;
  return { expiresAt: new Date(expires), reminderAt: new Date(reminder) };
}

/** A cancellation within LATE_CANCELLATION_HOURS of the shift's start is late. */
export function isLateCancellation(cancelledAt: Date, shiftStartsAt: Date): boolean {
  return shiftStartsAt.getTime() - cancelledAt.getTime() < LATE_CANCELLATION_HOURS * HOUR_MS;
}

/** '2 late cancellations in 90 days'. */
export function lateCancellationsLabel(count: number): string {
  return `${count} late cancellation${count === 1 ? '' : 's'} in ${LATE_CANCELLATION_WINDOW_DAYS} days`;
}

/** What a declined request says of why: 'Offer expired', 'Cancelled: <reason>'; null if plain. */
export function declineReasonLabel(request: {
  declineReason: DeclineReason | null;
  cancelReason: string | null;
}): string | null {
  if (request.declineReason === 'offerExpired') return REQUEST_LABELS.offerExpired;
  if (request.declineReason === 'cancelled') {
    return `${REQUEST_LABELS.cancelled}: ${request.cancelReason ?? ''}`.trim();
  }
  if (request.declineReason === 'filled') return REQUEST_LABELS.filled;
  if (request.declineReason === 'withdrawn') return REQUEST_LABELS.withdrawn;
  if (request.declineReason === 'shiftChanged') return REQUEST_LABELS.shiftChanged;
  return null;
}

/** An offer's deadline on the shift's clocks, with the zone: 'Tue, Dec 1, 3:00 PM CST'. */
export function formatOfferDeadline(expiresAt: Date | string, timeZone: string): string {
  return new Date(expiresAt).toLocaleString('en-US', {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });
}

const MINUTE_MS = 60_000;

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

/**
 * How long is left to answer (issue #26 §6), rounded down so that it never promises more time
 * than there is: 'in 40 minutes', 'in 5 hours' (up to two days), 'in 3 days'; 'time is up' once
 * the deadline has passed and the offer waits for the server to expire it.
 */
export function timeLeftToAnswer(expiresAt: Date | string, now: Date): string {
  const left = new Date(expiresAt).getTime() - now.getTime();
  if (left <= 0) return REQUEST_LABELS.timeIsUp;
  const minutes = Math.floor(left / MINUTE_MS);
  if (minutes < 60) return `in ${plural(Math.max(minutes, 1), 'minute')}`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `in ${plural(hours, 'hour')}`;
  return `in ${plural(Math.floor(hours / 24), 'day')}`;
}

/**
 * 'Answer by Sun, Nov 29, 2:28 AM PST (in 5 hours)' (issue #26 §6): the deadline on the shift's
 * clocks with its zone, and what is left of it.
 */
export function offerDeadlineLabel(expiresAt: Date | string, timeZone: string, now: Date): string {
  const deadline = formatOfferDeadline(expiresAt, timeZone);
  return `${REQUEST_LABELS.answerBy} ${deadline} (${timeLeftToAnswer(expiresAt, now)})`;
}

/**
 * A person's own request stops them asking again, unless they withdrew it, or it was declined
 * only because someone else was confirmed and the shift is open again (a cancellation reopened
 * it). A filled shift refuses everyone anyway.
 */
export function ownRequestBlocksRequest(
  own: { declined: boolean; declineReason: DeclineReason | null },
  shiftConfirmed: number,
): boolean {
  if (!own.declined) return true;
  if (own.declineReason === 'withdrawn') return false;
  return !(own.declineReason === 'filled' && shiftConfirmed === 0);
}
