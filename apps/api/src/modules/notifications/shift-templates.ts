import type { OutgoingMessage } from './outbox.ts';
import { mailText } from './plain-text.ts';

export interface ShiftSummary {
  position: string;
  locationName: string;
  organizationName: string;
  when: string;
  link: string;
}

function describe(shift: ShiftSummary): string {
  return mailText`${shift.position} at ${shift.organizationName} - ${shift.locationName}, ${shift.when}`;
}

export function shiftOfferedEmail(to: string, name: string, shift: ShiftSummary): OutgoingMessage {
  return {
    channel: 'email',
    to,
    subject: 'You have a shift offer on Chairside',
    text: mailText`Hi ${name},\n\nYour request was accepted and the shift is offered to you:\n${describe(shift)}\n\nAccept or decline the offer here: ${shift.link}\n`,
  };
}

export function shiftRequestDeclinedEmail(
  to: string,
  name: string,
  shift: ShiftSummary,
): OutgoingMessage {
  return {
    channel: 'email',
    to,
    subject: 'Update on your Chairside shift request',
    text: mailText`Hi ${name},\n\nYour request for this shift was declined:\n${describe(shift)}\n\nOther open shifts are waiting for you on Chairside: ${shift.link}\n`,
  };
}

export function shiftConfirmedEmail(
  to: string,
  name: string,
  shift: ShiftSummary,
): OutgoingMessage {
  return {
    channel: 'email',
    to,
    subject: 'Your Chairside shift is confirmed',
    text: mailText`Hi ${name},\n\nYou are confirmed for this shift:\n${describe(shift)}\n\nDetails: ${shift.link}\n`,
  };
}

export function offerAnsweredEmail(
  to: string,
  name: string,
  employeeName: string,
  accepted: boolean,
  shift: ShiftSummary,
): OutgoingMessage {
  return {
    channel: 'email',
    to,
    subject: accepted
      ? mailText`${employeeName} accepted a shift`
      : mailText`${employeeName} declined a shift offer`,
    text: mailText`Hi ${name},\n\n${employeeName} ${accepted ? 'accepted' : 'declined'} the offer for this shift:\n${describe(shift)}\n\nDetails: ${shift.link}\n`,
  };
}

/** To a person whose request or offer ended because the practice deleted the shift. */
export function shiftCancelledEmail(
  to: string,
  name: string,
  held: 'request' | 'offer',
  shift: ShiftSummary,
): OutgoingMessage {
  return {
    channel: 'email',
    to,
    subject: 'A Chairside shift was cancelled',
    text: mailText`Hi ${name},\n\nThe practice cancelled this shift and removed it from Chairside, so your ${held} for it no longer stands:\n${describe(shift)}\n\nOther open shifts are waiting for you on Chairside: ${shift.link}\n`,
  };
}
