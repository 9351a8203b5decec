import { locationListQuerySchema } from '@chairside/domain';
import { organizationSearchParams } from '@/components/list/accepted-filter.ts';
import { useServerList } from '@/components/list/use-server-list.ts';

/** SPEC §2: the location filters' URL keys. */
export const LOCATION_FILTER_KEYS = ['org', 'search'] as const;
export type LocationFilterKey = (typeof LOCATION_FILTER_KEYS)[number];

/**
 * The locations list, filtered and paged by the server from the URL's filters. The
 * organization filter applies only where it is shown (users without an organization).
 */
export function useLocations(
  filters: Record<LocationFilterKey, string>,
  page: number,
  filterByOrganization: boolean,
) {
  const params = organizationSearchParams(
    locationListQuerySchema.shape,
    filters,
    filterByOrganization,
  );
  return useServerList('locations', (domain) => domain.locationRowSchema, params, page);
}
