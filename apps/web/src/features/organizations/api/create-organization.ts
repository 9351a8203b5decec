import type { CreateOrganizationPayload } from '@chairside/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import type { OrganizationDetail } from './get-organization.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** POST /organizations (SPEC §3 payload: country US, no manager names). */
export function createOrganization(payload: CreateOrganizationPayload) {
  return apiRequest<OrganizationDetail>('/organizations', {
    method: 'POST',
    body: { ...payload, managerNames: null },
  });
}

/** Creates an organization, then refetches the organization list and every dropdown of them. */
export function useCreateOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrganization,
    // Not awaited: the dialog closes at once while the lists refetch behind it.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.organizations.list });
      void queryClient.invalidateQueries({ queryKey: queryKeys.organizations.dropdown });
    },
  });
}
