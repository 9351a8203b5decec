import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { useDetailQuery } from '@/lib/use-detail-query.ts';

/** GET /locations/:id (docs/API.md). */
export function getLocation(id: number, signal?: AbortSignal) {
  return apiRequest(`/locations/${id}`, {
    contract: (domain) => domain.locationDetailSchema,
    signal,
  });
}

/** One location's details; nothing is fetched until there is an id. */
export function useLocation(id: number | null) {
  return useDetailQuery(id, queryKeys.locations.detail, getLocation);
}
