import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client.ts';

export function verifyEmail(code: string) {
  return apiPost('/auth/verify', (domain) => domain.verifyEmailResponseSchema, { code });
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}
