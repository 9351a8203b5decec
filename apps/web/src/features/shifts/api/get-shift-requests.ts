import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/**
 * GET /shifts/:shiftId/requests; in the restricted view only the user's own request. Each says
 * why its person may not work the shift (issue #24 §1).
 */
export function getShiftRequests(shiftId: number, signal?: AbortSignal) {
  return apiRequest(`/shifts/${shiftId}/requests`, {
    contract: (domain) => domain.listOf(domain.shiftRequestListItemSchema),
    signal,
  });
}

export function useShiftRequests(shiftId: number, enabled = true) {
  return useQuery({
    queryKey: queryKeys.shifts.requests(shiftId),
    queryFn: ({ signal }) => getShiftRequests(shiftId, signal),
    enabled,
  });
}
