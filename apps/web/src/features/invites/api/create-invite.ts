import type { CreateInvitePayload } from '@chairside/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import type { InviteRow } from './get-invites.ts';

/** POST /invites {organizationId, name, email, position, managingLocationIds} (SPEC §7). */
export function createInvite(payload: CreateInvitePayload): Promise<InviteRow> {
  return apiRequest<InviteRow>('/invites', { method: 'POST', body: payload });
}

export function useCreateInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInvite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.invites.list }),
  });
}
