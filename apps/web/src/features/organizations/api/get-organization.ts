import { useDetailQuery } from '@/lib/use-detail-query.ts';

/** One organization's details (GET /organizations/:id); nothing is fetched until there is an id. */
export function useOrganization(id: number | null) {
  return useDetailQuery('organizations', id, (domain) => domain.organizationDetailSchema);
}
