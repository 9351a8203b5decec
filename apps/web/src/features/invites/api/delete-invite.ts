import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** DELETE /invites/:id (SPEC §7); answers 204. */
export function deleteInvite(id: number): Promise<unknown> {
  return apiRequest(`/invites/${id}`, { method: 'DELETE' });
}

export function useDeleteInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInvite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.invites.list }),
  });
}
