import type { OutgoingMessage } from './outbox.ts';
import { mailText } from './plain-text.ts';

/**
 * Whom an email goes to: the address, and the name it greets. No name (an account whose address
 * nobody verified yet, where the name is whatever the registration typed) greets 'Hello,'.
 */
export interface Recipient {
  email: string;
  name?: string | null;
}

/** An email that greets its recipient by name (or 'Hello,'), then says `body` (a `mailText`). */
export function greetingEmail(to: Recipient, subject: string, body: string): OutgoingMessage {
  const greeting = to.name ? mailText`Hi ${to.name},\n\n` : 'Hello,\n\n';
  return { channel: 'email', to: to.email, subject, text: greeting + body };
}
