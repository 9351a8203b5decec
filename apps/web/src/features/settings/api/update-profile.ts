import type { profileUpdateSchema } from '@chairside/domain';
import type { z } from 'zod';
import { apiPost } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation.ts';

export type ProfileUpdatePayload = z.output<typeof profileUpdateSchema>;

/** POST /users/me/profile (SPEC §7); the answer is not read, the current user is refetched. */
export function updateProfile(payload: ProfileUpdatePayload) {
  return apiPost('/users/me/profile', (domain) => domain.meSchema, payload);
}

export function useUpdateProfile() {
  return useRefreshingMutation(updateProfile, [queryKeys.currentUser], { wait: true });
}
