import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** SPEC §5: the choices are the first 100 active users of the scope (README, known limits). */
const PICKABLE_USERS_LIMIT = 100;

/**
 * The users one can pick (assign a shift to, filter a report by): GET
 * /users?status=active&limit=100, narrowed to `organizationId` when there is one; without one,
 * the server answers the users the signed-in user may see (docs/API.md tenancy).
 */
export function usePickableUsers(organizationId: number | null) {
  return useQuery({
    queryKey: queryKeys.users.picker(organizationId),
    queryFn: ({ signal }) =>
      apiRequest('/users', {
        contract: (domain) => domain.pageOf(domain.userRowSchema),
        query: {
          organizationId: organizationId ?? undefined,
          status: 'active',
          limit: PICKABLE_USERS_LIMIT,
        },
        signal,
      }),
    select: (page) => page.items,
    staleTime: 60_000,
  });
}
