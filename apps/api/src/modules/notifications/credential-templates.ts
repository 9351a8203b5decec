import { greetingEmail, type Recipient } from './email.ts';
import type { OutgoingMessage } from './outbox.ts';
import { mailText } from './plain-text.ts';
import { describe, type ShiftSummary } from './shift-templates.ts';

/* Credentials that expire (issue #27 §5, docs/NOTIFICATIONS.md). */

/** 30 and 7 days before a credential expires, to its holder: `reminder` is the in-app text. */
export function credentialExpiringEmail(
  to: Recipient,
  credentialName: string,
  reminder: string,
  link: string,
): OutgoingMessage {
  return greetingEmail(
    to,
    mailText`Your ${credentialName} expires soon`,
    mailText`${reminder}.\n\nYour credentials: ${link}\n`,
  );
}

/** To a location's managers: a person confirmed for its shift will not hold what it needs. */
export function credentialShortfallEmail(
  to: Recipient,
  employeeName: string,
  shortfall: string,
  shift: ShiftSummary,
): OutgoingMessage {
  return greetingEmail(
    to,
    mailText`${employeeName} lacks a credential for a confirmed shift`,
    mailText`${shortfall}:\n${describe(shift)}\n\nDetails: ${shift.link}\n`,
  );
}
