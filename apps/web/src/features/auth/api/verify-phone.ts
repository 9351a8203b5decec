import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

interface VerifyPhonePayload {
  userId: number;
  /** The pending-verification token from POST /invites/verify. */
  verificationToken: string;
  code: string;
}

/** SPEC §7: verify-phone sends no auth header. */
export function verifyPhone(payload: VerifyPhonePayload): Promise<{ message: string }> {
  return apiRequest('/auth/verify-phone', { method: 'POST', body: payload, auth: false });
}

export function useVerifyPhone() {
  return useMutation({ mutationFn: verifyPhone });
}
