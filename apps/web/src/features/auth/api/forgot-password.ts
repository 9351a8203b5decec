import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client.ts';

export function requestPasswordReset(email: string) {
  return apiPost('/auth/forgot-password', (domain) => domain.messageBody, { email });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
