import { ORGANIZATION_FETCH_LIMIT } from '@chairside/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/**
 * The admin's Organizations card: the `total` of GET /organizations?limit=25&offset=0 (SPEC §9).
 * Only admins oversee organizations (SPEC §6): call it for them only.
 */
export function useOrganizationCount() {
  return useQuery({
    queryKey: queryKeys.organizations.count,
    queryFn: ({ signal }) =>
      apiRequest('/organizations', {
        contract: (domain) => domain.pageOf(domain.organizationRowSchema),
        query: { limit: ORGANIZATION_FETCH_LIMIT, offset: 0 },
        signal,
      }),
    select: (page) => page.total,
  });
}
