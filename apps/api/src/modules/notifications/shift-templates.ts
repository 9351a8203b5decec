import { greetingEmail, type Recipient } from './email.ts';
import type { OutgoingMessage } from './outbox.ts';
import { mailText } from './plain-text.ts';

export interface ShiftSummary {
  position: string;
  locationName: string;
  organizationName: string;
  when: string;
  link: string;
  /** A new shift's pay as formatPay says it (issue #28 §1); its alerts name it. */
  pay?: string;
}

export function describe(shift: ShiftSummary): string {
  const pay = shift.pay ? mailText`, ${shift.pay}` : '';
  return (
    mailText`${shift.position} at ${shift.organizationName} - ${shift.locationName}, ${shift.when}` +
    pay
  );
}

export function shiftOfferedEmail(to: Recipient, shift: ShiftSummary): OutgoingMessage {
  return greetingEmail(
    to,
    'You have a shift offer on Chairside',
    mailText`A shift is offered to you:\n${describe(shift)}\n\nAccept or decline the offer here: ${shift.link}\n`,
  );
}

export function shiftRequestDeclinedEmail(to: Recipient, shift: ShiftSummary): OutgoingMessage {
  return greetingEmail(
    to,
    'Update on your Chairside shift request',
    mailText`Your request for this shift was declined:\n${describe(shift)}\n\nOther open shifts are waiting for you on Chairside: ${shift.link}\n`,
  );
}

export function shiftConfirmedEmail(to: Recipient, shift: ShiftSummary): OutgoingMessage {
  return greetingEmail(
    to,
    'Your Chairside shift is confirmed',
    mailText`You are confirmed for this shift:\n${describe(shift)}\n\nDetails: ${shift.link}\n`,
  );
}

export function offerAnsweredEmail(
  to: Recipient,
  employeeName: string,
  accepted: boolean,
  shift: ShiftSummary,
): OutgoingMessage {
  return greetingEmail(
    to,
    accepted
      ? mailText`${employeeName} accepted a shift`
      : mailText`${employeeName} declined a shift offer`,
    mailText`${employeeName} ${accepted ? 'accepted' : 'declined'} the offer for this shift:\n${describe(shift)}\n\nDetails: ${shift.link}\n`,
  );
}

/** To a person whose request or offer ended because the practice deleted the shift. */
export function shiftCancelledEmail(
  to: Recipient,
  held: 'request' | 'offer',
  shift: ShiftSummary,
): OutgoingMessage {
  return greetingEmail(
    to,
    'A Chairside shift was cancelled',
    mailText`The practice cancelled this shift and removed it from Chairside, so your ${held} for it no longer stands:\n${describe(shift)}\n\nOther open shifts are waiting for you on Chairside: ${shift.link}\n`,
  );
}

/** To a person holding a request or offer for a shift the practice moved (issue #16 §2). */
export function shiftChangedEmail(
  to: Recipient,
  changes: string,
  shift: ShiftSummary,
): OutgoingMessage {
  return greetingEmail(
    to,
    'A Chairside shift you asked for changed',
    mailText`The practice changed this shift (${changes}):\n${describe(shift)}\n\nCheck that it still suits you: ${shift.link}\n`,
  );
}

export function newShiftEmail(to: Recipient, shift: ShiftSummary): OutgoingMessage {
  return greetingEmail(
    to,
    'A new shift near you on Chairside',
    mailText`A shift that fits your work profile was just posted:\n${describe(shift)}\n\nRequest it here: ${shift.link}\n`,
  );
}

/** One line per shift with its link, as batched alerts and the digest list them. */
function listed(shifts: ShiftSummary[]): string {
  return shifts.map((shift) => mailText`- ${describe(shift)}\n  ${shift.link}\n`).join('');
}

/** Several shifts posted within one batching window, sent when it closes. */
export function newShiftsBatchEmail(to: Recipient, title: string, shifts: ShiftSummary[]) {
  return greetingEmail(
    to,
    mailText`${title} on Chairside`,
    mailText`Shifts that fit your work profile were just posted:\n` +
      listed(shifts) +
      mailText`\nRequest one from its page.\n`,
  );
}

/** The daily digest: the fitting shifts posted since the last one that are still open. */
export function newShiftsDigestEmail(to: Recipient, title: string, shifts: ShiftSummary[]) {
  return greetingEmail(
    to,
    'Your daily new shifts on Chairside',
    mailText`${title}, posted since your last digest and still open:\n` +
      listed(shifts) +
      mailText`\nRequest one from its page.\n`,
  );
}
