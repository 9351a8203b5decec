import type { RequestStatus } from '@chairside/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** A shift request (docs/API.md); startTime and endTime are part-shift instants or null. */
export interface ShiftRequest {
  id: number;
  shiftId: number;
  employeeId: number;
  employeeName: string;
  status: RequestStatus;
  declined: boolean;
  updatedAt: string;
  startTime: string | null;
  endTime: string | null;
  notes: string | null;
  /** What the manager wrote when assigning the shift; `notes` stay the person's own. */
  managerNotes: string | null;
}

/** GET /shifts/:shiftId/requests; in the restricted view only the user's own request. */
export function getShiftRequests(shiftId: number, signal?: AbortSignal): Promise<ShiftRequest[]> {
  return apiRequest<ShiftRequest[]>(`/shifts/${shiftId}/requests`, { signal });
}

export function useShiftRequests(shiftId: number, enabled = true) {
  return useQuery({
    queryKey: queryKeys.shifts.requests(shiftId),
    queryFn: ({ signal }) => getShiftRequests(shiftId, signal),
    enabled,
  });
}
