import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client.ts';

/** POST /users/:id/sign-out-everywhere: every session of that person ends. */
export function signOutUser(id: number) {
  return apiPost(`/users/${id}/sign-out-everywhere`, (domain) => domain.messageBody);
}

export function useSignOutUser(id: number) {
  return useMutation({ mutationFn: () => signOutUser(id) });
}
