import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

export function verifyEmail(code: string): Promise<{ message: string }> {
  return apiRequest('/auth/verify', { method: 'POST', body: { code } });
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}
