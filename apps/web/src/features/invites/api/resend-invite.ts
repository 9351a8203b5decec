import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import type { InviteRow } from './get-invites.ts';

/**
 * POST /invites/:id/resend (docs/API.md): emails a fresh link (valid 7 days) for a pending
 * invite, retiring the earlier one; answers the invite row.
 */
export function resendInvite(id: number): Promise<InviteRow> {
  return apiRequest<InviteRow>(`/invites/${id}/resend`, { method: 'POST' });
}

export function useResendInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendInvite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.invites.list }),
  });
}
