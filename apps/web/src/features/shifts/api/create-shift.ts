import type { CreateShiftPayload } from '@chairside/domain';
import { apiPost } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation.ts';

/** POST /shifts (SPEC §3 payload); 400 'The shift must start in the future' shows inline. */
export function createShift(payload: CreateShiftPayload) {
  return apiPost('/shifts', (domain) => domain.shiftDetailSchema, payload);
}

/**
 * Creates a shift; the dialog closes while every shift query refetches: the calendar months
 * and the dashboard.
 */
export function useCreateShift() {
  return useRefreshingMutation(createShift, [queryKeys.shifts.all], { wait: false });
}
