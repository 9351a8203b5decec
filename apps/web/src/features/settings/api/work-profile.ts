import type { WorkProfilePayload } from '@chairside/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /users/me/work-profile (issue #14 §1): call it for professionals only. */
export function useWorkProfile() {
  return useQuery({
    queryKey: queryKeys.workProfile,
    queryFn: ({ signal }) =>
      apiRequest('/users/me/work-profile', {
        contract: (domain) => domain.workProfileSchema,
        signal,
      }),
  });
}

/** PUT /users/me/work-profile; the answer is the stored profile, kept as the query's data. */
export function useUpdateWorkProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: WorkProfilePayload) =>
      apiRequest('/users/me/work-profile', {
        contract: (domain) => domain.workProfileSchema,
        method: 'PUT',
        body: payload,
      }),
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.workProfile, saved),
  });
}
