import type { Option, Page } from '@chairside/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

/** The part of a GET /users row the Assigned User filter shows. */
export interface ReportUser {
  id: number;
  name: string;
  email: string;
}

/** The Assigned User choices: the first 100 active users of the scope. */
const REPORT_USERS_LIMIT = 100;

/**
 * GET /users?status=active&limit=100, plus organizationId when a user without an organization
 * has chosen one (an organization-bound user's list is their organization's anyway). The key
 * sits under the users list's, so editing a user refreshes it.
 */
export function useReportUsers(organizationId: string | undefined, enabled = true) {
  return useQuery({
    queryKey: ['users', 'list', 'report-filter', organizationId ?? null],
    queryFn: ({ signal }) =>
      apiRequest<Page<ReportUser>>('/users', {
        query: { status: 'active', limit: REPORT_USERS_LIMIT, organizationId },
        signal,
      }),
    select: (page) => page.items,
    enabled,
    staleTime: 60_000,
  });
}

/**
 * GET /locations/dropdown, narrowed by the server to `organizationId` when there is one, else
 * every location the user may see. Keys match the other screens' so they share the cache.
 */
export function useReportLocations(organizationId: string | undefined, enabled = true) {
  return useQuery({
    queryKey: ['locations', 'dropdown', organizationId ? Number(organizationId) : 'all'],
    queryFn: ({ signal }) =>
      apiRequest<Option[]>('/locations/dropdown', { query: { organizationId }, signal }),
    enabled,
    staleTime: 60_000,
  });
}
