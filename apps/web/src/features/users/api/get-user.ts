import type { AccountPosition } from '@chairside/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export interface RecentShift {
  id: number;
  date: string;
  locationName: string;
  position: string;
  totalMinutes: number;
}

/** GET /users/:id (docs/API.md): the full user of SPEC §3. */
export interface UserDetail {
  id: number;
  name: string;
  email: string;
  phoneNumber: string | null;
  jobTitle: string;
  position: AccountPosition;
  organizationId: number | null;
  organizationName: string | null;
  organizationNames: string[];
  positionNames: string[];
  locationIds: number[];
  isActive: boolean;
  recentShifts: RecentShift[];
}

export function userDetailQueryOptions(id: number) {
  return queryOptions({
    queryKey: queryKeys.users.detail(id),
    queryFn: ({ signal }) => apiRequest<UserDetail>(`/users/${id}`, { signal }),
  });
}

export function useUserDetail(id: number) {
  return useQuery(userDetailQueryOptions(id));
}
