import type { verifyPhonePayloadSchema } from '@chairside/domain';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPost } from '@/lib/api-client.ts';

/** SPEC §7: verify-phone sends no auth header. */
export function verifyPhone(payload: z.output<typeof verifyPhonePayloadSchema>) {
  return apiPost('/auth/verify-phone', (domain) => domain.messageBody, payload, { auth: false });
}

export function useVerifyPhone() {
  return useMutation({ mutationFn: verifyPhone });
}
