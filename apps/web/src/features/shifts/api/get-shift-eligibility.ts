import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /shifts/:shiftId/eligibility (docs/API.md): why the signed-in person may not work it. */
export function getShiftEligibility(shiftId: number, signal?: AbortSignal) {
  return apiRequest(`/shifts/${shiftId}/eligibility`, {
    contract: (domain) => domain.shiftEligibilitySchema,
    signal,
  });
}

/** Asked only of those who may request shifts at all (canRequestShift): admins never do. */
export function useShiftEligibility(shiftId: number, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.shifts.eligibility(shiftId),
    queryFn: ({ signal }) => getShiftEligibility(shiftId, signal),
    enabled,
  });
}
