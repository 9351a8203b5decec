/**
 * What verify-invite hands verify-phone through the router state (SPEC §4 invite flow): the new
 * account's id, the phone the code was texted to, and the pending-verification token that
 * POST /invites/verify answered with. verify-phone and resend send the token along: without it
 * the server does nothing for a user id.
 */
export interface PhoneVerificationState {
  userId: number;
  phoneNumber: string;
  verificationToken: string;
}

/** The state verify-phone was opened with, or null when it came from anywhere else. */
export function readPhoneVerificationState(state: unknown): PhoneVerificationState | null {
  if (!state || typeof state !== 'object') return null;
  const { userId, phoneNumber, verificationToken } = state as Partial<
    Record<keyof PhoneVerificationState, unknown>
  >;
  if (typeof userId !== 'number' || !Number.isInteger(userId) || userId <= 0) return null;
  if (typeof phoneNumber !== 'string' || !phoneNumber) return null;
  if (typeof verificationToken !== 'string' || !verificationToken) return null;
  return { userId, phoneNumber, verificationToken };
}
