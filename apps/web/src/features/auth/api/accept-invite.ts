import { apiPost } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation.ts';

/** POST /invites/accept {code} (docs/API.md): the signed-in user joins the invite's organization. */
export function acceptInvite(code: string) {
  return apiPost('/invites/accept', (domain) => domain.acceptedInviteSchema, { code });
}

/** Accepts; the signed-in user's organization and position change, so their lookup is redone. */
export function useAcceptInvite() {
  return useRefreshingMutation(acceptInvite, [queryKeys.currentUser], { wait: true });
}
