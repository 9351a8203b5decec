import type { RequestStatus, ShiftPosition, ShiftState } from '@chairside/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** The part of a shift (docs/API.md) the dashboard shows. */
export interface DashboardShift {
  id: number;
  /** UTC instant of the start. */
  date: string;
  totalMinutes: number;
  position: ShiftPosition;
  specialty: string | null;
  timezone: string;
  locationName: string;
  organizationName: string;
  status: ShiftState;
}

/** One of the user's requests, with the shift it is for. */
export interface DashboardRequest {
  id: number;
  shiftId: number;
  status: RequestStatus;
  declined: boolean;
  updatedAt: string;
  shiftDate: string;
  position: ShiftPosition;
  locationName: string;
}

export interface DashboardStats {
  totalShifts: number;
  unassignedShifts: number;
  upcomingShifts: number;
  /** The first requested shifts (SPEC §9: 5). */
  requestedShifts: DashboardShift[];
}

/** GET /shifts/dashboard: the employee's lists, and for managers this month's statistics. */
export interface DashboardData {
  yourUpcomingShifts: DashboardShift[];
  yourShiftRequests: DashboardRequest[];
  recommendedShifts: DashboardShift[];
  stats: DashboardStats | null;
}

/**
 * Under the shifts key with every other shift query: a change to a shift or a request
 * refreshes the dashboard too.
 */
export function useDashboard() {
  return useQuery({
    queryKey: queryKeys.shifts.dashboard,
    queryFn: ({ signal }) => apiRequest<DashboardData | null>('/shifts/dashboard', { signal }),
  });
}
