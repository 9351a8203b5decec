import type { AccountPosition } from '@chairside/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /locations/:id (docs/API.md). */
export interface LocationDetail {
  id: number;
  name: string;
  locationNumber: string;
  organizationId: number;
  organizationName: string;
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  stateCode: string;
  zipCode: string;
  countryCode: string;
  timezone: string;
  latitude: number;
  longitude: number;
  users: { id: number; name: string; position: AccountPosition }[];
}

export function getLocation(id: number, signal?: AbortSignal): Promise<LocationDetail> {
  return apiRequest<LocationDetail>(`/locations/${id}`, { signal });
}

/** One location's details; nothing is fetched until there is an id. */
export function useLocation(id: number | null) {
  return useQuery({
    queryKey: queryKeys.locations.detail(id ?? 0),
    queryFn: ({ signal }) => getLocation(id as number, signal),
    enabled: id !== null,
  });
}
