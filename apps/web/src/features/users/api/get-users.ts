import { userListQuerySchema, type AccountPosition } from '@chairside/domain';

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

/** Only a value the API accepts is sent; anything else in a hand-edited URL is left out. */
function accepted<T>(
  schema: { safeParse: (value: unknown) => { success: boolean; data?: T } },
  raw: string,
) {
  if (raw === '') return undefined;
  const result = schema.safeParse(raw);
  return result.success ? result.data : undefined;
}

/** GET /users query for the URL's filters (docs/API.md: search, organizationId, status). */
export function userListParams(filters: UserListFilters, byOrganization: boolean) {
  const { shape } = userListQuerySchema;
  const status = accepted(shape.status, filters.status);
  return {
    search: accepted(shape.search, filters.search) || undefined,
    organizationId: byOrganization ? accepted(shape.organizationId, filters.org) : undefined,
    status: status === 'all' ? undefined : status,
  };
}
