import type { OutgoingMessage } from './outbox.ts';
import { mailText } from './plain-text.ts';

/** Whom an email goes to: the address, and the name it greets. */
export interface Recipient {
  email: string;
  name: string;
}

/** An email that greets its recipient by name, then says `body` (a `mailText`). */
export function greetingEmail(to: Recipient, subject: string, body: string): OutgoingMessage {
  return { channel: 'email', to: to.email, subject, text: mailText`Hi ${to.name},\n\n` + body };
}
