import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { invitesListQueryKey } from './get-invites.ts';

/** DELETE /invites/:id (SPEC §7); answers 204. */
export function deleteInvite(id: number): Promise<unknown> {
  return apiRequest(`/invites/${id}`, { method: 'DELETE' });
}

export function useDeleteInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInvite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitesListQueryKey }),
  });
}
