import { userListQuerySchema } from '@chairside/domain';
import { acceptedFilter, organizationSearchParams } from '@/components/list/accepted-filter.ts';
import { useServerList } from '@/components/list/use-server-list.ts';

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
    ...organizationSearchParams(shape, filters, byOrganization),
    status: status === 'all' ? undefined : status,
  };
}

/**
 * The users list, filtered and paged by the server from the URL's filters. The
 * organization filter applies only where it is shown (users without an organization).
 */
export function useUsers(filters: UserListFilters, page: number, byOrganization: boolean) {
  const params = userListParams(filters, byOrganization);
  return useServerList('users', (domain) => domain.userRowSchema, params, page);
}
