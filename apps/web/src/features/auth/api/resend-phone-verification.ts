import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

/** Texts a new code; like verify-phone it belongs to someone not signed in, so no auth header. */
export function resendPhoneVerification(userId: number): Promise<{ message: string }> {
  return apiRequest('/auth/resend-phone-verification', {
    method: 'POST',
    body: { userId },
    auth: false,
  });
}

export function useResendPhoneVerification() {
  return useMutation({ mutationFn: resendPhoneVerification });
}
