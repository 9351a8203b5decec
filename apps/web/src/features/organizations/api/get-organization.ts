import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /organizations/:id (docs/API.md). */
export function getOrganization(id: number, signal?: AbortSignal) {
  return apiRequest(`/organizations/${id}`, {
    contract: (domain) => domain.organizationDetailSchema,
    signal,
  });
}

/** One organization's details; nothing is fetched until there is an id. */
export function useOrganization(id: number | null) {
  return useQuery({
    queryKey: queryKeys.organizations.detail(id ?? 0),
    queryFn: ({ signal }) => getOrganization(id as number, signal),
    enabled: id !== null,
  });
}
