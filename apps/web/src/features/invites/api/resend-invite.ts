import { apiPost } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation.ts';

/**
 * POST /invites/:id/resend (docs/API.md): emails a fresh link (valid 7 days) for a pending
 * invite, retiring the earlier one; answers the invite row.
 */
export function resendInvite(id: number) {
  return apiPost(`/invites/${id}/resend`, (domain) => domain.inviteRowSchema);
}

export function useResendInvite() {
  return useRefreshingMutation(resendInvite, [queryKeys.invites.list], { wait: true });
}
