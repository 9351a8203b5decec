import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

/** POST /users/:id/sign-out-everywhere: every session of that person ends. */
export function signOutUser(id: number): Promise<unknown> {
  return apiRequest(`/users/${id}/sign-out-everywhere`, { method: 'POST' });
}

export function useSignOutUser(id: number) {
  return useMutation({ mutationFn: () => signOutUser(id) });
}
