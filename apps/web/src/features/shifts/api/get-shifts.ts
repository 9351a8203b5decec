import type { CalendarMonth } from '@chairside/domain';
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { indexShifts } from '../lib/shift-index.ts';

/** A calendar month: `month` is 1-12. */
export type ShiftMonth = CalendarMonth;

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
  /** Issue #28 §1: only shifts showing at least this hourly rate, in cents (absent: any). */
  minRateCents?: number | null;
}

/**
 * GET /shifts (docs/API.md): the shifts of a month's calendar grid (its 42 days, so the
 * neighbouring months' days of the grid show theirs) that the filters keep.
 */
export function getShifts(
  { year, month }: ShiftMonth,
  { organizationId, locationId, near, minRateCents }: ShiftListFilters,
  signal?: AbortSignal,
) {
  return apiRequest('/shifts', {
    contract: (domain) => domain.listOf(domain.shiftListItemSchema),
    query: {
      month,
      year,
      span: 'grid',
      organizationId,
      locationId,
      radius: near?.radius,
      lat: near?.lat,
      lng: near?.lng,
      minRateCents,
    },
    signal,
  });
}

/** Shifts of one month's grid with the page's filters. */
export function shiftMonthQueryOptions(month: ShiftMonth, filters: ShiftListFilters) {
  return queryOptions({
    queryKey: queryKeys.shifts.month({
      ...month,
      organizationId: filters.organizationId,
      locationId: filters.locationId,
      near: filters.near ?? null,
      minRateCents: filters.minRateCents ?? null,
    }),
    queryFn: ({ signal }) => getShifts(month, filters, signal),
    staleTime: 30_000,
  });
}

/** One month's grid indexed by local date; `select` runs once per fetch, not once per render. */
export function useShiftMonth(month: ShiftMonth, filters: ShiftListFilters) {
  return useQuery({ ...shiftMonthQueryOptions(month, filters), select: indexShifts });
}

/**
 * Several months at once (a week may span two), each indexed by local date. A day is read from
 * its own month's grid, the one the calendar shows it in, so both share a cached answer.
 */
export function useShiftMonths(months: readonly ShiftMonth[], filters: ShiftListFilters) {
  return useQueries({
    queries: months.map((month) => ({
      ...shiftMonthQueryOptions(month, filters),
      select: indexShifts,
    })),
  });
}
