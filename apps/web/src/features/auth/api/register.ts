import type { RegisterPayload } from '@chairside/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

export function register(payload: RegisterPayload): Promise<{ message: string }> {
  return apiRequest('/auth/register', { method: 'POST', body: payload });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
