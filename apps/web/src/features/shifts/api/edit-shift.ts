import type { EditShiftPayload } from '@chairside/domain';
import { apiSend } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation.ts';

/** PATCH /shifts/:id (issue #16 §2); Add Shift's 400 messages show inline. */
export function editShift(shiftId: number, payload: EditShiftPayload) {
  return apiSend('PATCH', `/shifts/${shiftId}`, (domain) => domain.shiftDetailSchema, payload);
}

/** Edits a shift; the dialog closes while every shift query refetches. */
export function useEditShift(shiftId: number) {
  const edit = (payload: EditShiftPayload) => editShift(shiftId, payload);
  return useRefreshingMutation(edit, [queryKeys.shifts.all], { wait: false });
}
