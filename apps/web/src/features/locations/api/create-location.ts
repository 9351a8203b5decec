import type { CreateLocationPayload } from '@chairside/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import type { LocationDetail } from './get-location.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/**
 * POST /locations (SPEC §3 payload). The server geocodes the ZIP; it answers 400 'Unknown Zip
 * Code' or 409 for a Location ID already in use, shown inline by the form (SPEC §8).
 */
export function createLocation(payload: CreateLocationPayload) {
  return apiRequest<LocationDetail>('/locations', { method: 'POST', body: payload });
}

/** Creates a location, then refetches the location list and every location dropdown. */
export function useCreateLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLocation,
    // Not awaited: the dialog closes at once while the lists refetch behind it.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.locations.list });
      void queryClient.invalidateQueries({ queryKey: queryKeys.locations.dropdown });
    },
  });
}
