import type { RequestShiftPayload } from '@chairside/domain';
import { apiPost } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation.ts';

/** POST /shifts/:shiftId/requests: part-shift instants (ISO) and notes, all optional. */
export function requestShift(shiftId: number, payload: RequestShiftPayload) {
  return apiPost(`/shifts/${shiftId}/requests`, (domain) => domain.shiftRequestSchema, payload);
}

/** Requests a shift, then refreshes its requests and details (the Request Shift button hides). */
export function useRequestShift(shiftId: number) {
  const request = (payload: RequestShiftPayload) => requestShift(shiftId, payload);
  return useRefreshingMutation(request, [queryKeys.shifts.all], { wait: true });
}
