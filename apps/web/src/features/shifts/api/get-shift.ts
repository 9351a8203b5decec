import { useQuery, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import type { ShiftListItem } from './get-shifts.ts';

/** GET /shifts/:id (docs/API.md): a shift with its notes; internalNotes is null when restricted. */
export interface ShiftDetail extends ShiftListItem {
  notes: string | null;
  internalNotes: string | null;
}

export function getShift(id: number, signal?: AbortSignal): Promise<ShiftDetail> {
  return apiRequest<ShiftDetail>(`/shifts/${id}`, { signal });
}

export function useShift(id: number) {
  return useQuery({
    queryKey: queryKeys.shifts.detail(id),
    queryFn: ({ signal }) => getShift(id, signal),
  });
}

/**
 * After a change to a shift or its requests (SPEC §4): every shift query is marked stale, and
 * the ones on screen (this shift's details and requests) are refetched before this resolves.
 */
export function refreshShifts(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: queryKeys.shifts.all });
}
