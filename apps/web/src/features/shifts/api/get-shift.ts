import { useQuery, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { shiftListKeys, type ShiftListItem } from './get-shifts.ts';

/** GET /shifts/:id (docs/API.md): a shift with its notes; internalNotes is null when restricted. */
export interface ShiftDetail extends ShiftListItem {
  notes: string | null;
  internalNotes: string | null;
}

/**
 * Keys of one shift's detail and its requests. Both sit under ['shifts'], so a change that
 * invalidates every shift query (the calendar, the dashboard) refreshes them too.
 */
export const shiftDetailKeys = {
  all: shiftListKeys.all,
  detail: (id: number) => ['shifts', 'detail', id] as const,
  requests: (id: number) => ['shifts', 'detail', id, 'requests'] as const,
};

export function getShift(id: number, signal?: AbortSignal): Promise<ShiftDetail> {
  return apiRequest<ShiftDetail>(`/shifts/${id}`, { signal });
}

export function useShift(id: number) {
  return useQuery({
    queryKey: shiftDetailKeys.detail(id),
    queryFn: ({ signal }) => getShift(id, signal),
  });
}

/**
 * After a change to a shift or its requests (SPEC §4): every shift query is marked stale, and
 * the ones on screen (this shift's details and requests) are refetched before this resolves.
 */
export function refreshShifts(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: shiftDetailKeys.all });
}
