import type { locationListQuerySchema } from '@chairside/domain';
import type { z } from 'zod';
import { useServerList } from '@/components/list/use-server-list.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** SPEC §2: the location filters' URL keys. */
export const LOCATION_FILTER_KEYS = ['org', 'search'] as const;
export type LocationFilterKey = (typeof LOCATION_FILTER_KEYS)[number];

type LocationListQuery = Omit<z.input<typeof locationListQuerySchema>, 'limit' | 'offset'>;

function organizationIdOf(value: string): number | undefined {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/**
 * The locations list, filtered and paged by the server from the URL's filters. The
 * organization filter applies only where it is shown (users without an organization).
 */
export function useLocations(
  filters: Record<LocationFilterKey, string>,
  page: number,
  filterByOrganization: boolean,
) {
  const params = {
    organizationId: filterByOrganization ? organizationIdOf(filters.org) : undefined,
    search: filters.search.trim(),
  } satisfies LocationListQuery;
  return useServerList({
    queryKey: queryKeys.locations.list,
    path: '/locations',
    row: (domain) => domain.locationRowSchema,
    params,
    page,
  });
}
