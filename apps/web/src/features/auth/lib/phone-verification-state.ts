import type { PendingPhoneVerification } from '@chairside/domain';

/**
 * The state verify-phone was opened with, or null when it came from anywhere else. Verify-invite
 * hands on what POST /invites/verify answered (SPEC §4 invite flow): the new account's id, the
 * phone the code was texted to, and the pending-verification token that verify-phone and resend
 * send along (without it the server does nothing for a user id).
 */
export function readPhoneVerificationState(state: unknown): PendingPhoneVerification | null {
  if (!state || typeof state !== 'object') return null;
  const { userId, phoneNumber, verificationToken } = state as Partial<
    Record<keyof PendingPhoneVerification, unknown>
  >;
  if (typeof userId !== 'number' || !Number.isInteger(userId) || userId <= 0) return null;
  if (typeof phoneNumber !== 'string' || !phoneNumber) return null;
  if (typeof verificationToken !== 'string' || !verificationToken) return null;
  return { userId, phoneNumber, verificationToken };
}
