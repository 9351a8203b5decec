import type { RegisterPayload } from '@chairside/domain';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client.ts';

export function register(payload: RegisterPayload) {
  return apiPost('/auth/register', (domain) => domain.messageBody, payload);
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
