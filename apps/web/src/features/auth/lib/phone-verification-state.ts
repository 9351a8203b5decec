/**
 * What verify-invite hands verify-phone through the router state (SPEC §4 invite flow): the new
 * account's id and the phone the code was texted to.
 */
export interface PhoneVerificationState {
  userId: number;
  phoneNumber: string;
}

/** The state verify-phone was opened with, or null when it came from anywhere else. */
export function readPhoneVerificationState(state: unknown): PhoneVerificationState | null {
  if (!state || typeof state !== 'object') return null;
  const { userId, phoneNumber } = state as Partial<Record<keyof PhoneVerificationState, unknown>>;
  if (typeof userId !== 'number' || !Number.isInteger(userId) || userId <= 0) return null;
  if (typeof phoneNumber !== 'string' || !phoneNumber) return null;
  return { userId, phoneNumber };
}
