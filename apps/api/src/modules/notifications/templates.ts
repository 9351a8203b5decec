import { greetingEmail, type Recipient } from './email.ts';
import type { OutgoingMessage } from './outbox.ts';
import { mailText } from './plain-text.ts';

/** '28 November 2026, 10:16 UTC': one reading in every mailbox, whatever its time zone. */
export function utcTimeText(at: Date): string {
  const months = [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ];
  const twoDigits = (value: number) => String(value).padStart(2, '0');
  return `${at.getUTCDate()} ${months[at.getUTCMonth()]} ${at.getUTCFullYear()}, ${twoDigits(at.getUTCHours())}:${twoDigits(at.getUTCMinutes())} UTC`;
}

/**
 * Greets no one by name (the name is whatever the registration typed, and nobody verified it)
 * and says when the registration was made, so one the reader did not make is recognisable.
 */
export function verificationEmail(
  to: { email: string },
  link: string,
  registeredAt: Date,
): OutgoingMessage {
  return greetingEmail(
    { email: to.email },
    'Verify your Chairside email address',
    mailText`Welcome to Chairside. Someone registered a Chairside account with this email address on ${utcTimeText(registeredAt)}. Please verify your email address by opening this link:\n\n${link}\n\nThe link is valid for 24 hours. If you did not create an account at that time, you can ignore this email.\n`,
  );
}

export function passwordResetEmail(to: Recipient, link: string): OutgoingMessage {
  return greetingEmail(
    to,
    'Reset your Chairside password',
    mailText`Someone asked to reset the password of your Chairside account. To choose a new password, open this link:\n\n${link}\n\nThe link is valid for 1 hour and can be used once. If it was not you, ignore this email: your password stays the same.\n`,
  );
}

export function accountExistsEmail(
  to: Recipient,
  links: { login: string; reset: string },
): OutgoingMessage {
  return greetingEmail(
    to,
    'You already have a Chairside account',
    mailText`Someone tried to create a Chairside account with this email address, but you already have one.\n\nSign in: ${links.login}\nForgot your password? ${links.reset}\n\nIf it was not you, you can ignore this email.\n`,
  );
}

/**
 * The email of an invite: to set up an account, or, for someone who already has one (an
 * independent professional), to sign in and accept.
 */
export function inviteEmail(
  to: Recipient,
  organizationName: string,
  link: string,
  hasAccount: boolean,
): OutgoingMessage {
  return greetingEmail(
    to,
    mailText`You're invited to join ${organizationName} on Chairside`,
    hasAccount
      ? mailText`${organizationName} invited you to join their team on Chairside. You already have a Chairside account with this email address, so there is nothing to set up: sign in and accept the invite here:\n\n${link}\n\nOnce you accept, you work as a member of ${organizationName} and see its shifts. The invite is valid for 7 days and can be used once. If you do not want to join, ignore this email and nothing changes.\n`
      : mailText`${organizationName} invited you to Chairside, where the team schedules and fills shifts. To accept, set your password and phone number here:\n\n${link}\n\nThe invite is valid for 7 days and can be used once.\n`,
  );
}

export function phoneCodeText(to: string, code: string): OutgoingMessage {
  return {
    channel: 'sms',
    to,
    subject: 'Chairside verification code',
    text: mailText`Your Chairside verification code is ${code}. It expires in 10 minutes.`,
  };
}
