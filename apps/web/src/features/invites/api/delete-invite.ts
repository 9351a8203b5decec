import { apiSend } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation.ts';

/** DELETE /invites/:id (SPEC §7); answers 204. */
export function deleteInvite(id: number) {
  return apiSend('DELETE', `/invites/${id}`, (domain) => domain.noContent);
}

export function useDeleteInvite() {
  return useRefreshingMutation(deleteInvite, [queryKeys.invites.list], { wait: true });
}
