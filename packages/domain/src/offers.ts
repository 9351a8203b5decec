import {
  LATE_CANCELLATION_HOURS,
  LATE_CANCELLATION_WINDOW_DAYS,
  type DeclineReason,
  type RequestStatus,
} from './constants.ts';
import { REQUEST_LABELS } from './messages/requests.ts';
import { isEarlierRequest } from './permissions.ts';
import { formatTimeUntil } from './time-ago.ts';

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

/**
 * What the Cancel Shift dialog says of a cancellation that would be late (issue #26 §5):
 * 'Late cancellation: this shift starts in 20 hours.'; null when it would not be.
 */
export function lateCancellationWarning(now: Date, shiftStartsAt: Date): string | null {
  if (!isLateCancellation(now, shiftStartsAt)) return null;
  return `${REQUEST_LABELS.lateCancellation}: this shift starts ${formatTimeUntil(shiftStartsAt, now)}.`;
}

/**
 * The notice of a cancelled confirmation (issue #26 §5), by the person ('Hannah Lee cancelled
 * their confirmed shift (Sick)') or a manager ('Sam Carter cancelled Hannah Lee's confirmed
 * shift (Sick)'); urgent when the shift starts within LATE_CANCELLATION_HOURS, whoever
 * cancelled, since it must be filled soon.
 */
export function cancellationNotice(
  cancellation: { employeeName: string; cancelledBy: string; own: boolean; reason: string },
  now: Date,
  shiftStartsAt: Date,
): { urgent: boolean; action: string; text: string } {
  const whose = cancellation.own ? 'their' : `${cancellation.employeeName}'s`;
  const action = `${cancellation.cancelledBy} cancelled ${whose} confirmed shift`;
  const text = `${action} (${cancellation.reason})`;
  if (!isLateCancellation(now, shiftStartsAt)) return { urgent: false, action, text };
  const soon = `it starts ${formatTimeUntil(shiftStartsAt, now)}`;
  return { urgent: true, action, text: `${REQUEST_LABELS.urgent}: ${text}; ${soon}` };
}

/** '2 late cancellations in 90 days'. */
export function lateCancellationsLabel(count: number): string {
  return `${count} late cancellation${count === 1 ? '' : 's'} in ${LATE_CANCELLATION_WINDOW_DAYS} days`;
}

/** The word a request's badge reads (issue #26 §3): its status while live, else how it ended. */
export type RequestWord = RequestStatus | 'Withdrawn' | 'Cancelled' | 'Expired' | 'Declined';

/**
 * A request's word on its card, the person's and the manager's alike: the person's own actions
 * read as theirs (Withdrawn, Cancelled), an offer past its deadline Expired, and only a decline
 * (by a manager, by the person answering an offer, or because someone else got the shift)
 * Declined.
 */
export function requestWord(request: {
  status: RequestStatus;
  declined: boolean;
  declineReason: DeclineReason | null;
}): RequestWord {
  if (!request.declined) return request.status;
  if (request.declineReason === 'withdrawn') return REQUEST_LABELS.withdrawn;
  if (request.declineReason === 'cancelled') return REQUEST_LABELS.cancelled;
  if (request.declineReason === 'offerExpired') return REQUEST_LABELS.expired;
  return REQUEST_LABELS.declined;
}

/**
 * What a declined request says of why, beside its word: 'Offer expired', 'Cancelled: <reason>',
 * 'Filled by someone else'; null when the word says it all (plain declines, withdrawals).
 */
export function declineReasonLabel(request: {
  declineReason: DeclineReason | null;
  cancelReason: string | null;
}): string | null {
  if (request.declineReason === 'offerExpired') return REQUEST_LABELS.offerExpired;
  if (request.declineReason === 'cancelled') {
    return `${REQUEST_LABELS.cancelled}: ${request.cancelReason ?? ''}`.trim();
  }
  if (request.declineReason === 'filled') return REQUEST_LABELS.filled;
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

/**
 * How long is left to answer (issue #26 §6), rounded down so that it never promises more time
 * than there is: 'in 40 minutes', 'in 5 hours' (up to two days), 'in 3 days'; 'time is up' once
 * the deadline has passed and the offer waits for the server to expire it.
 */
export function timeLeftToAnswer(expiresAt: Date | string, now: Date): string {
  if (new Date(expiresAt).getTime() <= now.getTime()) return REQUEST_LABELS.timeIsUp;
  return formatTimeUntil(expiresAt, now);
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
  return !isEarlierRequest(own, shiftConfirmed);
}
