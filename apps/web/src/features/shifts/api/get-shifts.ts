import type { ShiftPosition, ShiftState } from '@chairside/domain';
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { indexShifts } from '../lib/shift-index.ts';

/** A shift of GET /shifts (docs/API.md). */
export interface ShiftListItem {
  id: number;
  /** UTC instant of the start. */
  date: string;
  /** 'YYYY-MM-DD' on the clocks of the shift's own timezone. */
  localDate: string;
  totalMinutes: number;
  lunchMinutes: number;
  position: ShiftPosition;
  specialty: string | null;
  timezone: string;
  locationId: number;
  locationName: string;
  locationNumber: string;
  organizationId: number;
  organizationName: string;
  latitude: number | null;
  longitude: number | null;
  status: ShiftState;
  restricted: boolean;
  /** Counts of live requests and offers; null where SPEC §6 hides the counts line. */
  requests: number | null;
  offers: number | null;
  confirmed: number;
  distanceMiles?: number;
}

/** A calendar month: `month` is 1-12. */
export interface ShiftMonth {
  year: number;
  month: number;
}

/** SPEC §7: a radius in miles around the user's position; sent only when both exist. */
export interface NearFilter {
  lat: number;
  lng: number;
  radius: number;
}

export interface ShiftListFilters {
  organizationId: number | null;
  locationId: number | null;
  /** Only shifts within a radius of the user (absent or null: everywhere). */
  near?: NearFilter | null;
}

export function getShifts(
  { year, month }: ShiftMonth,
  { organizationId, locationId, near }: ShiftListFilters,
  signal?: AbortSignal,
): Promise<ShiftListItem[]> {
  return apiRequest<ShiftListItem[]>('/shifts', {
    query: {
      month,
      year,
      organizationId,
      locationId,
      radius: near?.radius,
      lat: near?.lat,
      lng: near?.lng,
    },
    signal,
  });
}

/** Shifts of one month with the page's filters. */
export function shiftMonthQueryOptions(month: ShiftMonth, filters: ShiftListFilters) {
  return queryOptions({
    queryKey: queryKeys.shifts.month({
      ...month,
      organizationId: filters.organizationId,
      locationId: filters.locationId,
      near: filters.near ?? null,
    }),
    queryFn: ({ signal }) => getShifts(month, filters, signal),
    staleTime: 30_000,
  });
}

/** One month indexed by local date; `select` runs once per fetch, not once per render. */
export function useShiftMonth(month: ShiftMonth, filters: ShiftListFilters) {
  return useQuery({ ...shiftMonthQueryOptions(month, filters), select: indexShifts });
}

/** Several months at once (a week may span two), each indexed by local date. */
export function useShiftMonths(months: readonly ShiftMonth[], filters: ShiftListFilters) {
  return useQueries({
    queries: months.map((month) => ({
      ...shiftMonthQueryOptions(month, filters),
      select: indexShifts,
    })),
  });
}
