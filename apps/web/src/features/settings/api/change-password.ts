import type { passwordChangePayloadSchema } from '@chairside/domain';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPost } from '@/lib/api-client.ts';
import { setAccessToken } from '@/lib/session.ts';

/** POST /users/me/password (SPEC §7). */
export function changePassword(payload: z.output<typeof passwordChangePayloadSchema>) {
  return apiPost('/users/me/password', (domain) => domain.passwordChangeResponseSchema, payload);
}

/**
 * A password change ends every session, this one's token included: the new token it answers
 * keeps this device signed in.
 */
export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    onSuccess: (answer) => setAccessToken(answer.access_token),
  });
}
