import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys, type LocationScope } from '@/lib/query-keys.ts';

/**
 * GET /locations/dropdown (docs/API.md): one organization's locations, or with 'all' every
 * location the user may see, labelled 'Organization - Location'. Nothing is fetched without a
 * scope. Every list sits under the dropdown key, so creating a location refreshes them all.
 */
export function useLocationOptions(scope: LocationScope | null | undefined) {
  return useQuery({
    queryKey: queryKeys.locations.options(scope ?? null),
    queryFn: ({ signal }) =>
      apiRequest('/locations/dropdown', {
        contract: (domain) => domain.optionList,
        query: { organizationId: scope === 'all' ? undefined : scope },
        signal,
      }),
    enabled: scope != null,
    staleTime: 60_000,
  });
}
