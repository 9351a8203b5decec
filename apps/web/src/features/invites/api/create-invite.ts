import type { CreateInvitePayload } from '@chairside/domain';
import { apiPost } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation.ts';

/** POST /invites {organizationId, name, email, position, managingLocationIds} (SPEC §7). */
export function createInvite(payload: CreateInvitePayload) {
  return apiPost('/invites', (domain) => domain.inviteRowSchema, payload);
}

export function useCreateInvite() {
  return useRefreshingMutation(createInvite, [queryKeys.invites.list], { wait: true });
}
