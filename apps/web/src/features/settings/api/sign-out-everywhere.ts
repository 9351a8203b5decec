import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client.ts';

/** POST /users/me/sign-out-everywhere: ends every session of the user, this one included. */
export function signOutEverywhere() {
  return apiPost('/users/me/sign-out-everywhere', (domain) => domain.messageBody);
}

export function useSignOutEverywhere() {
  return useMutation({ mutationFn: signOutEverywhere });
}
