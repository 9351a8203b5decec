import { useDetailQuery } from '@/lib/use-detail-query.ts';

/** One location's details (GET /locations/:id); nothing is fetched until there is an id. */
export function useLocation(id: number | null) {
  return useDetailQuery('locations', id, (domain) => domain.locationDetailSchema);
}
