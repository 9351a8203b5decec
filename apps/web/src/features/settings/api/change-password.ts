import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

export interface PasswordChangePayload {
  currentPassword: string;
  newPassword: string;
}

/** POST /users/me/password (SPEC §7); the answer is not read. */
export function changePassword(payload: PasswordChangePayload): Promise<unknown> {
  return apiRequest('/users/me/password', { method: 'POST', body: payload });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
