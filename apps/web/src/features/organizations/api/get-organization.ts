import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /organizations/:id (docs/API.md). */
export interface OrganizationDetail {
  id: number;
  name: string;
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  stateCode: string;
  zipCode: string;
  countryCode: string;
  locationNames: string[];
  adminNames: string[];
}

export function getOrganization(id: number, signal?: AbortSignal): Promise<OrganizationDetail> {
  return apiRequest<OrganizationDetail>(`/organizations/${id}`, { signal });
}

/** One organization's details; nothing is fetched until there is an id. */
export function useOrganization(id: number | null) {
  return useQuery({
    queryKey: queryKeys.organizations.detail(id ?? 0),
    queryFn: ({ signal }) => getOrganization(id as number, signal),
    enabled: id !== null,
  });
}
