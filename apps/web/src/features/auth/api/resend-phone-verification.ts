import type { resendPhoneVerificationSchema } from '@chairside/domain';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPost } from '@/lib/api-client.ts';

/**
 * Texts a new code; like verify-phone it belongs to someone not signed in, so no auth header,
 * and it carries the pending-verification token from POST /invites/verify.
 */
export function resendPhoneVerification({
  userId,
  verificationToken,
}: z.output<typeof resendPhoneVerificationSchema>) {
  const body = { userId, verificationToken };
  return apiPost('/auth/resend-phone-verification', (domain) => domain.messageBody, body, {
    auth: false,
  });
}

export function useResendPhoneVerification() {
  return useMutation({ mutationFn: resendPhoneVerification });
}
