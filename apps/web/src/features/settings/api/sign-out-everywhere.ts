import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

/** POST /users/me/sign-out-everywhere: ends every session of the user, this one included. */
export function signOutEverywhere(): Promise<unknown> {
  return apiRequest('/users/me/sign-out-everywhere', { method: 'POST' });
}

export function useSignOutEverywhere() {
  return useMutation({ mutationFn: signOutEverywhere });
}
