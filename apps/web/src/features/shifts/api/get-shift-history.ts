import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /shifts/:shiftId/history, oldest first; in the restricted view only the user's own. */
export function getShiftHistory(shiftId: number, signal?: AbortSignal) {
  return apiRequest(`/shifts/${shiftId}/history`, {
    contract: (domain) => domain.listOf(domain.shiftEventSchema),
    signal,
  });
}

export function useShiftHistory(shiftId: number) {
  return useQuery({
    queryKey: queryKeys.shifts.history(shiftId),
    queryFn: ({ signal }) => getShiftHistory(shiftId, signal),
  });
}
