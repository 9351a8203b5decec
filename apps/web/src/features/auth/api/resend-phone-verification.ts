import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

/**
 * Texts a new code; like verify-phone it belongs to someone not signed in, so no auth header,
 * and it carries the pending-verification token from POST /invites/verify.
 */
export function resendPhoneVerification(target: {
  userId: number;
  verificationToken: string;
}): Promise<{ message: string }> {
  return apiRequest('/auth/resend-phone-verification', {
    method: 'POST',
    body: { userId: target.userId, verificationToken: target.verificationToken },
    auth: false,
  });
}

export function useResendPhoneVerification() {
  return useMutation({ mutationFn: resendPhoneVerification });
}
