import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import type { ShiftRequest } from './get-shift-requests.ts';
import { refreshShifts } from './get-shift.ts';

/** The PATCH answers to a request (SPEC §4): offer, decline and confirm; nothing to send. */
export type RequestResponse = 'offer' | 'decline' | 'confirm';

export function respondToRequest(shiftId: number, requestId: number, response: RequestResponse) {
  return apiRequest<ShiftRequest>(`/shifts/${shiftId}/requests/${requestId}/${response}`, {
    method: 'PATCH',
  });
}

/** Answers a request, then refreshes the shift's requests and details. */
export function useRespondToRequest(shiftId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, response }: { requestId: number; response: RequestResponse }) =>
      respondToRequest(shiftId, requestId, response),
    onSuccess: () => refreshShifts(queryClient),
  });
}
