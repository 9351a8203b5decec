import type { JobTitle } from '@chairside/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import type { PhoneVerificationState } from '../lib/phone-verification-state.ts';

interface VerifyInvitePayload {
  /** The single-use code from the invite link. */
  code: string;
  password: string;
  jobTitle: JobTitle;
  /** Normalized: +1 and the 10 digits. */
  phoneNumber: string;
}

/** Accepts an invite: creates the account and texts a code to the phone. */
export function verifyInvite({
  code,
  ...body
}: VerifyInvitePayload): Promise<PhoneVerificationState> {
  return apiRequest('/invites/verify', { method: 'POST', query: { code }, body });
}

export function useVerifyInvite() {
  return useMutation({ mutationFn: verifyInvite });
}
