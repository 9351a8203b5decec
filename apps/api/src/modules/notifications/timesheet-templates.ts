import { greetingEmail, type Recipient } from './email.ts';
import type { OutgoingMessage } from './outbox.ts';
import { mailText } from './plain-text.ts';
import { describe, type ShiftSummary } from './shift-templates.ts';

/* Timesheets (issue #28 §3, docs/PAY.md): the in-app notice's lead is the email's first line. */

const TIMESHEET_EMAILS = {
  /** To the confirmed person, the morning after the shift and on day 5 while not submitted. */
  due: { subject: 'Submit your Chairside timesheet', action: 'Enter your hours here' },
  /** To the shift's managers: a submitted timesheet has waited for approval. */
  waiting: {
    subject: 'A Chairside timesheet waits for your approval',
    action: 'Review and approve it here',
  },
  /** To the person whose timesheet a manager approved with other times, and why. */
  corrected: { subject: 'Your Chairside timesheet was corrected', action: 'Details' },
} as const;

export function timesheetEmail(
  kind: keyof typeof TIMESHEET_EMAILS,
  to: Recipient,
  lead: string,
  shift: ShiftSummary,
): OutgoingMessage {
  const { subject, action } = TIMESHEET_EMAILS[kind];
  return greetingEmail(
    to,
    subject,
    mailText`${lead}:\n${describe(shift)}\n\n${action}: ${shift.link}\n`,
  );
}
