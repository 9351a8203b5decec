import type { OutgoingMessage } from './outbox.ts';
import { mailText } from './plain-text.ts';

export function verificationEmail(to: string, name: string, link: string): OutgoingMessage {
  return {
    channel: 'email',
    to,
    subject: 'Verify your Chairside email address',
    text: mailText`Hi ${name},\n\nWelcome to Chairside. Please verify your email address by opening this link:\n\n${link}\n\nThe link is valid for 24 hours. If you did not create an account, you can ignore this email.\n`,
  };
}

export function passwordResetEmail(to: string, name: string, link: string): OutgoingMessage {
  return {
    channel: 'email',
    to,
    subject: 'Reset your Chairside password',
    text: mailText`Hi ${name},\n\nSomeone asked to reset the password of your Chairside account. To choose a new password, open this link:\n\n${link}\n\nThe link is valid for 1 hour and can be used once. If it was not you, ignore this email: your password stays the same.\n`,
  };
}

export function accountExistsEmail(
  to: string,
  name: string,
  links: { login: string; reset: string },
): OutgoingMessage {
  return {
    channel: 'email',
    to,
    subject: 'You already have a Chairside account',
    text: mailText`Hi ${name},\n\nSomeone tried to create a Chairside account with this email address, but you already have one.\n\nSign in: ${links.login}\nForgot your password? ${links.reset}\n\nIf it was not you, you can ignore this email.\n`,
  };
}

export function inviteEmail(
  to: string,
  name: string,
  organizationName: string,
  link: string,
): OutgoingMessage {
  return {
    channel: 'email',
    to,
    subject: mailText`You're invited to join ${organizationName} on Chairside`,
    text: mailText`Hi ${name},\n\n${organizationName} invited you to Chairside, where the team schedules and fills shifts. To accept, set your password and phone number here:\n\n${link}\n\nThe invite is valid for 7 days and can be used once.\n`,
  };
}

/** An invite to someone who already has an account (an independent professional). */
export function joinOrganizationEmail(
  to: string,
  name: string,
  organizationName: string,
  link: string,
): OutgoingMessage {
  return {
    channel: 'email',
    to,
    subject: mailText`You're invited to join ${organizationName} on Chairside`,
    text: mailText`Hi ${name},\n\n${organizationName} invited you to join their team on Chairside. You already have a Chairside account with this email address, so there is nothing to set up: sign in and accept the invite here:\n\n${link}\n\nOnce you accept, you work as a member of ${organizationName} and see its shifts. The invite is valid for 7 days and can be used once. If you do not want to join, ignore this email and nothing changes.\n`,
  };
}

export function phoneCodeText(to: string, code: string): OutgoingMessage {
  return {
    channel: 'sms',
    to,
    subject: 'Chairside verification code',
    text: mailText`Your Chairside verification code is ${code}. It expires in 10 minutes.`,
  };
}
