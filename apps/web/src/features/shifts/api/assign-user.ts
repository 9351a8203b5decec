import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import type { ShiftRequest } from './get-shift-requests.ts';
import { refreshShifts } from './get-shift.ts';

/** POST /shifts/:shiftId/requests/assign-user: answers the confirmed request it creates. */
export function assignUser(shiftId: number, payload: { userId: number; notes: string | null }) {
  return apiRequest<ShiftRequest>(`/shifts/${shiftId}/requests/assign-user`, {
    method: 'POST',
    body: payload,
  });
}

/** Assigns the shift; its requests and details refresh behind the closing dialog (SPEC §4). */
export function useAssignUser(shiftId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: { userId: number; notes: string | null }) => assignUser(shiftId, payload),
    onSuccess: () => {
      void refreshShifts(queryClient);
    },
  });
}
