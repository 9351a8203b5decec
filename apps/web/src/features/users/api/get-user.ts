import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /users/:id (docs/API.md): the full user of SPEC §3. */
export function userDetailQueryOptions(id: number) {
  return queryOptions({
    queryKey: queryKeys.users.detail(id),
    queryFn: ({ signal }) =>
      apiRequest(`/users/${id}`, { contract: (domain) => domain.userDetailSchema, signal }),
  });
}

export function useUserDetail(id: number) {
  return useQuery(userDetailQueryOptions(id));
}
