import { userListQuerySchema } from '@chairside/domain';
import { acceptedFilter } from '@/components/list/accepted-filter.ts';
import { useServerList } from '@/components/list/use-server-list.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export interface UserListFilters {
  org: string;
  search: string;
  status: string;
}

/** GET /users query for the URL's filters (docs/API.md: search, organizationId, status). */
function userListParams(filters: UserListFilters, byOrganization: boolean) {
  const { shape } = userListQuerySchema;
  const status = acceptedFilter(shape.status, filters.status);
  return {
    search: acceptedFilter(shape.search, filters.search) || undefined,
    organizationId: byOrganization ? acceptedFilter(shape.organizationId, filters.org) : undefined,
    status: status === 'all' ? undefined : status,
  };
}

/**
 * The users list, filtered and paged by the server from the URL's filters. The
 * organization filter applies only where it is shown (users without an organization).
 */
export function useUsers(filters: UserListFilters, page: number, byOrganization: boolean) {
  return useServerList({
    queryKey: queryKeys.users.list,
    path: '/users',
    row: (domain) => domain.userRowSchema,
    params: userListParams(filters, byOrganization),
    page,
  });
}
