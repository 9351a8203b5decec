import type { Option } from '@chairside/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

/*
 * GET /organizations/dropdown and GET /locations/dropdown (docs/API.md). The keys are shared
 * with every other screen that reads these option lists, so the cache is too.
 */

export function useOrganizationOptions(enabled = true) {
  return useQuery({
    queryKey: ['organizations', 'dropdown'],
    queryFn: ({ signal }) => apiRequest<Option[]>('/organizations/dropdown', { signal }),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** The locations of one organization; nothing is fetched until there is one. */
export function useLocationOptions(organizationId: number | null | undefined) {
  return useQuery({
    queryKey: ['locations', 'dropdown', organizationId ?? null],
    queryFn: ({ signal }) =>
      apiRequest<Option[]>('/locations/dropdown', { query: { organizationId }, signal }),
    enabled: organizationId != null,
    staleTime: 60_000,
  });
}
