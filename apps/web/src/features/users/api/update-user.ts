import type { UserUpdatePayload } from '@chairside/domain';
import { apiSend } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation.ts';

/** PATCH /users/:id with {position, locationIds, isActive} (SPEC §7). */
export function updateUser(id: number, payload: UserUpdatePayload) {
  return apiSend('PATCH', `/users/${id}`, (domain) => domain.userDetailSchema, payload);
}

/** Saves a user, then refetches that user and the list they appear in. */
export function useUpdateUser(id: number) {
  const update = (payload: UserUpdatePayload) => updateUser(id, payload);
  return useRefreshingMutation(update, [queryKeys.users.detail(id), queryKeys.users.list], {
    wait: true,
  });
}
