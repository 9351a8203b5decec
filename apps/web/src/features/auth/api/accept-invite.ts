import type { AccountPosition } from '@chairside/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export interface AcceptedInvite {
  organizationId: number;
  organizationName: string;
  position: AccountPosition;
}

/** POST /invites/accept {code} (docs/API.md): the signed-in user joins the invite's organization. */
export function acceptInvite(code: string): Promise<AcceptedInvite> {
  return apiRequest<AcceptedInvite>('/invites/accept', { method: 'POST', body: { code } });
}

/** Accepts; the signed-in user's organization and position change, so their lookup is redone. */
export function useAcceptInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.currentUser }),
  });
}
