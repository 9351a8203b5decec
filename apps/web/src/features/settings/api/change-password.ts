import type { passwordChangeResponseSchema } from '@chairside/domain';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client.ts';
import { setAccessToken } from '@/lib/session.ts';

export interface PasswordChangePayload {
  currentPassword: string;
  newPassword: string;
}

type PasswordChangeResponse = z.output<typeof passwordChangeResponseSchema>;

/** POST /users/me/password (SPEC §7). */
export function changePassword(payload: PasswordChangePayload): Promise<PasswordChangeResponse> {
  return apiRequest('/users/me/password', { method: 'POST', body: payload });
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
