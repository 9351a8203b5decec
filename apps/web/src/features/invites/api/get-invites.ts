import { inviteListQuerySchema } from '@chairside/domain';
import { organizationSearchParams } from '@/components/list/accepted-filter.ts';
import { useServerList } from '@/components/list/use-server-list.ts';

export interface InviteListFilters {
  org: string;
  search: string;
}

/**
 * The invites list, filtered and paged by the server from the URL's filters. The
 * organization filter applies only where it is shown (users without an organization).
 */
export function useInvites(filters: InviteListFilters, page: number, byOrganization: boolean) {
  // GET /invites query for the URL's filters (docs/API.md: search, organizationId).
  const params = organizationSearchParams(inviteListQuerySchema.shape, filters, byOrganization);
  return useServerList('invites', (domain) => domain.inviteRowSchema, params, page);
}
