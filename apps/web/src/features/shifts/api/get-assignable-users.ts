import type { AssignableUser } from '@chairside/domain';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { useSettledSearch } from '@/lib/pickers/use-settled-search.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /shifts/:shiftId/assignable-users: the first page, best fits first, for a search. */
export function getAssignableUsers(shiftId: number, search: string, signal?: AbortSignal) {
  return apiRequest(`/shifts/${shiftId}/assignable-users`, {
    contract: (domain) => domain.listOf(domain.assignableUserSchema),
    query: { search: search || undefined },
    signal,
  });
}

/**
 * Whom the Assign dialog offers for the search typed so far, asked once typing pauses; the
 * previous answer stays on screen meanwhile.
 */
export function useAssignableUsers(shiftId: number, search: string) {
  const settled = useSettledSearch(search) ?? '';
  return useQuery({
    queryKey: queryKeys.shifts.assignable(shiftId, settled),
    queryFn: ({ signal }) => getAssignableUsers(shiftId, settled, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/**
 * The person with this id among any answer for the shift so far: the one chosen stays named on
 * the button when a later search no longer finds them.
 */
export function useKnownAssignableUser(shiftId: number, id: string): AssignableUser | undefined {
  const queryClient = useQueryClient();
  if (!id) return undefined;
  const answers = queryClient.getQueriesData<AssignableUser[]>({
    queryKey: queryKeys.shifts.assignableAll(shiftId),
  });
  for (const [, people] of answers) {
    const person = people?.find((candidate) => String(candidate.id) === id);
    if (person) return person;
  }
  return undefined;
}
