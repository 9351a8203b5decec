import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /shifts/:id (docs/API.md): a shift with its notes; internalNotes is null when restricted. */
export function getShift(id: number, signal?: AbortSignal) {
  return apiRequest(`/shifts/${id}`, { contract: (domain) => domain.shiftDetailSchema, signal });
}

export function useShift(id: number) {
  return useQuery({
    queryKey: queryKeys.shifts.detail(id),
    queryFn: ({ signal }) => getShift(id, signal),
  });
}
