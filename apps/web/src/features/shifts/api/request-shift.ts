import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import type { ShiftRequest } from './get-shift-requests.ts';
import { refreshShifts } from './get-shift.ts';

/** POST /shifts/:shiftId/requests body: part-shift instants (ISO) and notes, all optional. */
export interface RequestShiftPayload {
  startTime?: string;
  endTime?: string;
  notes: string | null;
}

export function requestShift(shiftId: number, payload: RequestShiftPayload) {
  return apiRequest<ShiftRequest>(`/shifts/${shiftId}/requests`, {
    method: 'POST',
    body: payload,
  });
}

/** Requests a shift, then refreshes its requests and details (the Request Shift button hides). */
export function useRequestShift(shiftId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: RequestShiftPayload) => requestShift(shiftId, payload),
    onSuccess: () => refreshShifts(queryClient),
  });
}
