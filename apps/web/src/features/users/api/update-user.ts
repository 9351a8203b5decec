import type { UserUpdatePayload } from '@chairside/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import type { UserDetail } from './get-user.ts';

/** PATCH /users/:id with {position, locationIds, isActive} (SPEC §7). */
export function updateUser(id: number, payload: UserUpdatePayload): Promise<UserDetail> {
  return apiRequest<UserDetail>(`/users/${id}`, { method: 'PATCH', body: payload });
}

/** Saves a user, then refetches that user and the list they appear in. */
export function useUpdateUser(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: UserUpdatePayload) => updateUser(id, payload),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.users.detail(id) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.users.list }),
      ]),
  });
}
