import { PHONE_CODE_LENGTH, PHONE_MESSAGES, waitText } from '@chairside/domain';
import type { Executor } from '../db/client.ts';
import { hashCode, hashShortCode, newLinkCode, newNumericCode } from '../lib/crypto.ts';
import type { AppConfig } from '../config.ts';
import { ServiceUnavailableError, TooManyRequestsError } from '../lib/errors.ts';
import { enqueueMessage, phoneCodeText } from '../modules/notifications/index.ts';
import { admitAttemptOrWait } from './attempt-limiter.ts';
import { messagesTo } from './limits.ts';
import { retireCodes, storeUserCode } from './code-queries.ts';

const MINUTE = 60_000;
const CODE_LIFETIME_MS = 10 * MINUTE;

/**
 * How long the pending-verification token handed back by POST /invites/verify stays usable:
 * the day the invitee has to type the texted code (a resent invite issues a new one).
 */
export const ONBOARDING_TOKEN_LIFETIME_MS = 24 * 60 * MINUTE;

type PhoneCodeConfig = Pick<AppConfig, 'jwtSecret' | 'messagesPerTargetPerMinute'>;

const textKey = (phoneNumber: string) => `phone-text:${phoneNumber}`;

/**
 * Refuses a text to a number that had one in the last minute or five in the last day
 * (MESSAGES_PER_TARGET, whoever asks for them), and otherwise counts this one. Counted in
 * PostgreSQL (rate_limit_events, written in the transaction that queues the text), and texts to
 * one number take turns, so a burst cannot pass on any number of instances.
 */
async function admitText(tx: Executor, config: PhoneCodeConfig, phoneNumber: string) {
  const admitted = await admitAttemptOrWait(tx, messagesTo(config, textKey(phoneNumber)));
  if ('retryAfterMs' in admitted) {
    throw new TooManyRequestsError(
      PHONE_MESSAGES.tooManyTexts(waitText(admitted.retryAfterMs)),
      admitted.retryAfterMs,
    );
  }
}

/**
 * Refuses (503) a step that texts a phone code when, in production, no text provider is
 * configured: the code could never arrive, so the step must not start (an invite spent, a
 * person left waiting). Elsewhere the code is only logged and read in the dev outbox.
 */
export function assertTextsDeliverable(config: Pick<AppConfig, 'env' | 'twilio'>) {
  if (config.env === 'production' && !config.twilio) {
    throw new ServiceUnavailableError(PHONE_MESSAGES.textsNotConfigured);
  }
}

/**
 * Texts a fresh 4-digit code to the user's phone, retiring any earlier one. The one place
 * phone codes are sent, so the per-number limit holds for every way of asking for one.
 */
export async function sendPhoneCode(
  tx: Executor,
  config: PhoneCodeConfig,
  user: { id: number; phoneNumber: string },
) {
  await admitText(tx, config, user.phoneNumber);
  await retireCodes(tx, 'phone_verification', user.id);
  const code = newNumericCode(PHONE_CODE_LENGTH);
  await storeUserCode(
    tx,
    'phone_verification',
    user.id,
    hashShortCode(config.jwtSecret, user.id, code),
    CODE_LIFETIME_MS,
  );
  await enqueueMessage(tx, phoneCodeText(user.phoneNumber, code));
}

/**
 * Issues the unguessable pending-verification token of an onboarding step (256 random bits,
 * only its hash stored), retiring any earlier one of the user.
 */
export async function issueOnboardingToken(tx: Executor, userId: number): Promise<string> {
  await retireCodes(tx, 'phone_onboarding', userId);
  const token = newLinkCode();
  await storeUserCode(
    tx,
    'phone_onboarding',
    userId,
    hashCode(token),
    ONBOARDING_TOKEN_LIFETIME_MS,
  );
  return token;
}
