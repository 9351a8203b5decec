import type { CreateShiftPayload, ShiftPosition, ShiftState } from '@chairside/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** The part of POST /shifts's 201 answer (the shift detail) this feature reads. */
export interface CreatedShift {
  id: number;
  date: string;
  localDate: string;
  position: ShiftPosition;
  status: ShiftState;
  locationName: string;
}

/** POST /shifts (SPEC §3 payload); 400 'The shift must start in the future' shows inline. */
export function createShift(payload: CreateShiftPayload): Promise<CreatedShift> {
  return apiRequest<CreatedShift>('/shifts', { method: 'POST', body: payload });
}

/** Creates a shift, then refetches every shift query: the calendar months and the dashboard. */
export function useCreateShift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createShift,
    // Not awaited: the dialog closes at once while the lists refetch behind it.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.shifts.all });
    },
  });
}
