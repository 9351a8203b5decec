import type { resetPasswordPayloadSchema } from '@chairside/domain';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPost } from '@/lib/api-client.ts';

export function resetPassword(payload: z.output<typeof resetPasswordPayloadSchema>) {
  return apiPost('/auth/reset-password', (domain) => domain.messageBody, payload);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
