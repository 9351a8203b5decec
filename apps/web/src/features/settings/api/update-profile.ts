import type { profileUpdateSchema } from '@chairside/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export type ProfileUpdatePayload = z.output<typeof profileUpdateSchema>;

/** POST /users/me/profile (SPEC §7); the answer is not read, the current user is refetched. */
export function updateProfile(payload: ProfileUpdatePayload): Promise<unknown> {
  return apiRequest('/users/me/profile', { method: 'POST', body: payload });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.currentUser }),
  });
}
