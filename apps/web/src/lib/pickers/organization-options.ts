import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/**
 * GET /organizations/dropdown (docs/API.md): every organization the user may see. The key is
 * shared with every other screen that reads the list, so the cache is too.
 */
export function useOrganizationOptions(enabled = true) {
  return useQuery({
    queryKey: queryKeys.organizations.dropdown,
    queryFn: ({ signal }) =>
      apiRequest('/organizations/dropdown', { contract: (domain) => domain.optionList, signal }),
    enabled,
    staleTime: 5 * 60_000,
  });
}
