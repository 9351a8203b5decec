import { userListQuerySchema, type AccountPosition } from '@chairside/domain';
import { acceptedFilter } from '@/components/list/accepted-filter.ts';

/** A row of GET /users (docs/API.md). */
export interface UserRow {
  id: number;
  name: string;
  email: string;
  organizationNames: string[];
  positionNames: string[];
  position: AccountPosition;
  jobTitle: string;
  isActive: boolean;
}

export const USERS_PATH = '/users';

/** Every users query lives under this key; the list adds its filters and page. */
export const usersListQueryKey = ['users', 'list'] as const;

export interface UserListFilters {
  org: string;
  search: string;
  status: string;
}

/** GET /users query for the URL's filters (docs/API.md: search, organizationId, status). */
export function userListParams(filters: UserListFilters, byOrganization: boolean) {
  const { shape } = userListQuerySchema;
  const status = acceptedFilter(shape.status, filters.status);
  return {
    search: acceptedFilter(shape.search, filters.search) || undefined,
    organizationId: byOrganization ? acceptedFilter(shape.organizationId, filters.org) : undefined,
    status: status === 'all' ? undefined : status,
  };
}
