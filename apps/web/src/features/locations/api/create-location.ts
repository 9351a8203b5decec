import type { CreateLocationPayload } from '@chairside/domain';
import { apiPost } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation.ts';

/**
 * POST /locations (SPEC §3 payload). The server geocodes the ZIP; it answers 400 'Unknown Zip
 * Code' or 409 for a Location ID already in use, shown inline by the form (SPEC §8).
 */
export function createLocation(payload: CreateLocationPayload) {
  return apiPost('/locations', (domain) => domain.locationDetailSchema, payload);
}

/** Creates a location; the dialog closes while the location list and dropdowns refetch. */
export function useCreateLocation() {
  const refreshes = [queryKeys.locations.list, queryKeys.locations.dropdown];
  return useRefreshingMutation(createLocation, refreshes, { wait: false });
}
