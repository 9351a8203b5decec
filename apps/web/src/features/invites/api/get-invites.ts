import { inviteListQuerySchema, type AccountPosition } from '@chairside/domain';

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

/** Only a value the API accepts is sent; anything else in a hand-edited URL is left out. */
function accepted<T>(
  schema: { safeParse: (value: unknown) => { success: boolean; data?: T } },
  raw: string,
) {
  if (raw === '') return undefined;
  const result = schema.safeParse(raw);
  return result.success ? result.data : undefined;
}

/** GET /invites query for the URL's filters (docs/API.md: search, organizationId). */
export function inviteListParams(filters: InviteListFilters, byOrganization: boolean) {
  const { shape } = inviteListQuerySchema;
  return {
    search: accepted(shape.search, filters.search) || undefined,
    organizationId: byOrganization ? accepted(shape.organizationId, filters.org) : undefined,
  };
}
