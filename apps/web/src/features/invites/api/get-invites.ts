import { inviteListQuerySchema } from '@chairside/domain';
import { acceptedFilter } from '@/components/list/accepted-filter.ts';
import { useServerList } from '@/components/list/use-server-list.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export interface InviteListFilters {
  org: string;
  search: string;
}

/** GET /invites query for the URL's filters (docs/API.md: search, organizationId). */
function inviteListParams(filters: InviteListFilters, byOrganization: boolean) {
  const { shape } = inviteListQuerySchema;
  return {
    search: acceptedFilter(shape.search, filters.search) || undefined,
    organizationId: byOrganization ? acceptedFilter(shape.organizationId, filters.org) : undefined,
  };
}

/**
 * The invites list, filtered and paged by the server from the URL's filters. The
 * organization filter applies only where it is shown (users without an organization).
 */
export function useInvites(filters: InviteListFilters, page: number, byOrganization: boolean) {
  return useServerList({
    queryKey: queryKeys.invites.list,
    path: '/invites',
    row: (domain) => domain.inviteRowSchema,
    params: inviteListParams(filters, byOrganization),
    page,
  });
}
