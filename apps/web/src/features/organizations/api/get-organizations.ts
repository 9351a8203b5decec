import { STATE_CODES, type organizationListQuerySchema } from '@chairside/domain';
import type { z } from 'zod';
import { useServerList } from '@/components/list/use-server-list.ts';

/** SPEC §2: the organization filters' URL keys. */
export const ORGANIZATION_FILTER_KEYS = ['state', 'city', 'admin', 'search'] as const;
export type OrganizationFilterKey = (typeof ORGANIZATION_FILTER_KEYS)[number];

type OrganizationListQuery = Omit<z.input<typeof organizationListQuerySchema>, 'limit' | 'offset'>;

function isStateCode(value: string): boolean {
  return (STATE_CODES as readonly string[]).includes(value);
}

/** The organizations list, filtered and paged by the server from the URL's filters. */
export function useOrganizations(filters: Record<OrganizationFilterKey, string>, page: number) {
  const params = {
    // A hand-edited ?state= that is not a state code would only earn a 400.
    state: isStateCode(filters.state) ? filters.state : undefined,
    city: filters.city.trim(),
    admin: filters.admin.trim(),
    search: filters.search.trim(),
  } satisfies OrganizationListQuery;
  return useServerList('organizations', (domain) => domain.organizationRowSchema, params, page);
}
