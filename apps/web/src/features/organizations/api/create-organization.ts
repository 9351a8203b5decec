import type { CreateOrganizationPayload } from '@chairside/domain';
import { apiPost } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation.ts';

/** POST /organizations (SPEC §3 payload: country US, no manager names). */
export function createOrganization(payload: CreateOrganizationPayload) {
  const body = { ...payload, managerNames: null };
  return apiPost('/organizations', (domain) => domain.organizationDetailSchema, body);
}

/** Creates an organization; the dialog closes while the list and every dropdown refetch. */
export function useCreateOrganization() {
  const refreshes = [queryKeys.organizations.list, queryKeys.organizations.dropdown];
  return useRefreshingMutation(createOrganization, refreshes, { wait: false });
}
