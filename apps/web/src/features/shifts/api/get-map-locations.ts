import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import type { NearFilter } from './get-shifts.ts';

export interface MapLocationFilters {
  organizationId: number | null;
  near: NearFilter | null;
}

/** GET /locations/map (docs/API.md, Map). */
export function getMapLocations(
  { organizationId, near }: MapLocationFilters,
  signal?: AbortSignal,
) {
  return apiRequest('/locations/map', {
    contract: (domain) => domain.listOf(domain.mapLocationSchema),
    query: { organizationId, lat: near?.lat, lng: near?.lng, radius: near?.radius },
    signal,
  });
}

/**
 * Every location the user may see (their organization's, or all for users without one), only
 * those within the radius when one applies. Under the locations key, so creating a location
 * refreshes the map too; the previous markers stay while a new radius loads.
 */
export function useMapLocations(filters: MapLocationFilters) {
  return useQuery({
    queryKey: queryKeys.locations.map({
      organizationId: filters.organizationId,
      near: filters.near,
    }),
    queryFn: ({ signal }) => getMapLocations(filters, signal),
    placeholderData: (previous) => previous,
    staleTime: 60_000,
  });
}
