import { inviteListQuerySchema, type AccountPosition } from '@chairside/domain';
import { acceptedFilter } from '@/components/list/accepted-filter.ts';

/** A row of GET /invites (docs/API.md). */
export interface InviteRow {
  id: number;
  name: string;
  email: string;
  organizationId: number;
  organizationName: string;
  position: AccountPosition;
  jobTitle: string | null;
  isVerified: boolean;
  managingLocationIds: number[];
}

export const INVITES_PATH = '/invites';

/** Every invites list query lives under this key; the list adds its filters and page. */
export const invitesListQueryKey = ['invites', 'list'] as const;

export interface InviteListFilters {
  org: string;
  search: string;
}

/** GET /invites query for the URL's filters (docs/API.md: search, organizationId). */
export function inviteListParams(filters: InviteListFilters, byOrganization: boolean) {
  const { shape } = inviteListQuerySchema;
  return {
    search: acceptedFilter(shape.search, filters.search) || undefined,
    organizationId: byOrganization ? acceptedFilter(shape.organizationId, filters.org) : undefined,
  };
}
