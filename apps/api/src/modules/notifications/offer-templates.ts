import { REQUEST_LABELS } from '@chairside/domain';
import { greetingEmail, type Recipient } from './email.ts';
import type { OutgoingMessage } from './outbox.ts';
import { mailText } from './plain-text.ts';
import { describe, type ShiftSummary } from './shift-templates.ts';

/* Offers that expire and cancellations that reopen (issue #14, docs/NOTIFICATIONS.md). */

/** Halfway to the deadline, to the person the shift is offered to. */
export function offerReminderEmail(
  to: Recipient,
  expiresAt: string,
  shift: ShiftSummary,
): OutgoingMessage {
  return greetingEmail(
    to,
    'Your Chairside shift offer expires soon',
    mailText`Your offer for ${describe(shift)} expires at ${expiresAt}.\n\nAccept or decline it here: ${shift.link}\n`,
  );
}

/** To the location's managers: nobody answered the offer, and the shift is open again. */
export function offerExpiredEmail(
  to: Recipient,
  employeeName: string,
  shift: ShiftSummary,
): OutgoingMessage {
  return greetingEmail(
    to,
    mailText`${employeeName} did not answer a shift offer`,
    mailText`The offer to ${employeeName} for this shift expired unanswered, and the shift is open again:\n${describe(shift)}\n\nDetails: ${shift.link}\n`,
  );
}

/** To the person whose offer expired. */
export function ownOfferExpiredEmail(to: Recipient, shift: ShiftSummary): OutgoingMessage {
  return greetingEmail(
    to,
    'Your Chairside shift offer expired',
    mailText`Your offer for this shift expired before you answered it:\n${describe(shift)}\n\nOther open shifts are waiting for you on Chairside: ${shift.link}\n`,
  );
}

/** To the location's managers and (when a manager cancelled) the person: a confirmed shift cancelled. */
export function assignmentCancelledEmail(
  to: Recipient,
  cancellation: {
    employeeName: string;
    /** The in-app notice's words: who cancelled whose shift, and whether it is urgent. */
    notice: { urgent: boolean; action: string };
    reason: string;
    late: boolean;
  },
  shift: ShiftSummary,
): OutgoingMessage {
  const late = cancellation.late
    ? ' This is a late cancellation (within 48 hours of the start).'
    : '';
  const subject = mailText`${cancellation.employeeName}'s shift was cancelled`;
  return greetingEmail(
    to,
    cancellation.notice.urgent ? `${REQUEST_LABELS.urgent}: ${subject}` : subject,
    mailText`${cancellation.notice.action}, and it is open again:\n${describe(shift)}\n\nReason: ${cancellation.reason}\n` +
      late +
      mailText`\nDetails: ${shift.link}\n`,
  );
}

/** To those declined only because someone else was confirmed: the shift is open again. */
export function shiftReopenedEmail(to: Recipient, shift: ShiftSummary): OutgoingMessage {
  return greetingEmail(
    to,
    'A Chairside shift you asked for is open again',
    mailText`A shift you requested was filled, and is open again:\n${describe(shift)}\n\nRequest it again with one tap: ${shift.link}\n`,
  );
}
