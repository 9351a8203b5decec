import type { OrganizationSettingsPayload } from '@chairside/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, apiSend } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation.ts';

/** GET /organizations/:id/settings (docs/API.md, issue #14). */
export function getOrganizationSettings(id: number, signal?: AbortSignal) {
  return apiRequest(`/organizations/${id}/settings`, {
    contract: (domain) => domain.organizationSettingsSchema,
    signal,
  });
}

export function useOrganizationSettings(id: number) {
  return useQuery({
    queryKey: queryKeys.organizations.settings(id),
    queryFn: ({ signal }) => getOrganizationSettings(id, signal),
  });
}

/** PUT /organizations/:id/settings; the settings refresh behind the closing dialog. */
export function useUpdateOrganizationSettings(id: number) {
  const update = (payload: OrganizationSettingsPayload) =>
    apiSend(
      'PUT',
      `/organizations/${id}/settings`,
      (domain) => domain.organizationSettingsSchema,
      payload,
    );
  return useRefreshingMutation(update, [queryKeys.organizations.settings(id)], { wait: false });
}
