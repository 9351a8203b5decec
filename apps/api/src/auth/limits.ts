import type { AppConfig } from '../config.ts';
import type { AttemptLimit } from './attempt-limiter.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Every route that emails or texts someone on request sends at most one message a minute and
 * five a day to one target (an address, a phone number, an account; issue #23 §7), whoever asks:
 * so no one can bomb an inbox or a phone through Chairside. Counted per target key, in PostgreSQL.
 */
export const MESSAGES_PER_TARGET = {
  perMinute: { max: 1, windowMs: MINUTE },
  perDay: { max: 5, windowMs: DAY },
} as const;

/**
 * The limits of MESSAGES_PER_TARGET on one target's key. Only the journeys' server, which
 * registers one address twice within a minute, may allow more a minute
 * (MESSAGES_PER_TARGET_PER_MINUTE, refused in production: config.ts).
 */
export function messagesTo(
  config: Pick<AppConfig, 'messagesPerTargetPerMinute'>,
  key: string,
): AttemptLimit[] {
  return [
    { key, ...MESSAGES_PER_TARGET.perMinute, max: config.messagesPerTargetPerMinute },
    { key, ...MESSAGES_PER_TARGET.perDay },
  ];
}

/**
 * Throttles on the auth endpoints. Guesses are counted per account *and* client address, so a
 * stranger's wrong passwords or reset requests slow only that stranger (OWASP: no lockout an
 * anonymous caller can trigger); per client address against sprays over many accounts; and per
 * account only for addresses that never signed in to it, against a guesser with many addresses.
 */
export const AUTH_LIMITS = {
  loginPerAccountAndClient: { max: 10, windowMs: 15 * MINUTE },
  loginPerClient: { max: 100, windowMs: 15 * MINUTE },
  loginPerAccountFromNewClients: { max: 50, windowMs: 15 * MINUTE },
  /** A client that signed in to an account is known to it for this long. */
  knownClientMs: 30 * 24 * HOUR,
  forgotPerAccountAndClient: { max: 5, windowMs: HOUR },
  forgotPerClient: { max: 30, windowMs: HOUR },
  /**
   * Reset emails per account, besides MESSAGES_PER_TARGET: past either the links already sent
   * stay valid and no new one goes out.
   */
  resetEmailsPerAccount: { max: 3, windowMs: HOUR },
  registrationsPerClient: { max: 30, windowMs: HOUR },
  /**
   * Registration emails (verification or 'you already have an account') to one address from one
   * client; to the address from anyone, MESSAGES_PER_TARGET.
   */
  registrationEmailsPerAccountAndClient: { max: 3, windowMs: HOUR },
  /** The current-password check of a password change, like a sign-in (a stolen token's guesses). */
  currentPasswordPerUser: { max: 10, windowMs: 15 * MINUTE },
} as const;

export const CODE_LIFETIMES = {
  emailVerificationMs: 24 * HOUR,
  passwordResetMs: HOUR,
} as const;
