import type { Page } from '@chairside/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

/** The part of a GET /users row the Assign dialog shows. */
export interface AssignableUser {
  id: number;
  name: string;
  email: string;
  jobTitle: string;
}

/** SPEC §5: the selectable users are the active ones of the shift's organization. */
const ASSIGNABLE_USERS_LIMIT = 100;

/**
 * GET /users?organizationId=&status=active&limit=100. The key sits under the users list's, so
 * editing a user (say, deactivating them) refreshes this list too.
 */
export function useAssignableUsers(organizationId: number) {
  return useQuery({
    queryKey: ['users', 'list', 'assignable', organizationId],
    queryFn: ({ signal }) =>
      apiRequest<Page<AssignableUser>>('/users', {
        query: { organizationId, status: 'active', limit: ASSIGNABLE_USERS_LIMIT },
        signal,
      }),
    select: (page) => page.items,
  });
}
