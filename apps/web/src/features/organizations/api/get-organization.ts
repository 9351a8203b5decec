import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { useDetailQuery } from '@/lib/use-detail-query.ts';

/** GET /organizations/:id (docs/API.md). */
export function getOrganization(id: number, signal?: AbortSignal) {
  return apiRequest(`/organizations/${id}`, {
    contract: (domain) => domain.organizationDetailSchema,
    signal,
  });
}

/** One organization's details; nothing is fetched until there is an id. */
export function useOrganization(id: number | null) {
  return useDetailQuery(id, queryKeys.organizations.detail, getOrganization);
}
