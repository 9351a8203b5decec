import {
  DEFAULT_REPORT_TIME_RANGE,
  REPORT_STATUS_FILTERS,
  REPORT_TIME_RANGES,
  type ReportTimeRange,
} from '@chairside/domain';
import { useCallback, useMemo } from 'react';
import { clearing, useUrlQuery } from '@/lib/use-url-query.ts';

export type ReportStatusFilter = (typeof REPORT_STATUS_FILTERS)[number];

/**
 * The report filters' URL keys. A preset range keeps only `range` (its dates follow today, so a
 * shared 'this month' link shows the reader's current month); a custom one also `start`, `end`.
 */
export const REPORT_PARAM_KEYS = [
  'range',
  'start',
  'end',
  'status',
  'user',
  'location',
  'org',
] as const;
export type ReportParamKey = (typeof REPORT_PARAM_KEYS)[number];

export interface ReportFilterValues {
  range: ReportTimeRange;
  /** Custom range only: 'YYYY-MM-DD' or ''. */
  start: string;
  end: string;
  status: ReportStatusFilter;
  /** Ids as in the URL ('' for all); anything but digits is ignored. */
  user: string;
  location: string;
  org: string;
}

function oneOf<T extends string>(values: readonly T[], raw: string | null, fallback: T): T {
  return values.find((value) => value === raw) ?? fallback;
}

function idParam(raw: string | null): string {
  return raw && /^[1-9]\d{0,9}$/.test(raw) ? raw : '';
}

function dateParam(raw: string | null): string {
  return raw && /^\d{4}-\d{2}-\d{2}$/.test(raw) ? raw : '';
}

export function readReportFilters(params: URLSearchParams): ReportFilterValues {
  const range = oneOf(REPORT_TIME_RANGES, params.get('range'), DEFAULT_REPORT_TIME_RANGE);
  return {
    range,
    start: range === 'custom' ? dateParam(params.get('start')) : '',
    end: range === 'custom' ? dateParam(params.get('end')) : '',
    status: oneOf(REPORT_STATUS_FILTERS, params.get('status'), 'All'),
    user: idParam(params.get('user')),
    location: idParam(params.get('location')),
    org: idParam(params.get('org')),
  };
}

/** How many filters differ from the defaults (a custom range counts once). */
export function countActiveFilters(filters: ReportFilterValues, withOrganization: boolean): number {
  return [
    filters.range !== DEFAULT_REPORT_TIME_RANGE,
    filters.status !== 'All',
    filters.user !== '',
    filters.location !== '',
    withOrganization && filters.org !== '',
  ].filter(Boolean).length;
}

/** A range or status at its default is left out of the URL, as is an empty filter. */
function isDefault(key: string, value: string | undefined): boolean {
  return (
    (key === 'range' && value === DEFAULT_REPORT_TIME_RANGE) ||
    (key === 'status' && value === 'All')
  );
}

/**
 * The report filters in the URL query (SPEC §2: filters live in the URL). Edits replace the
 * history entry; `update` writes several keys at once ('' removes one, as does a default).
 */
export function useReportParams(withOrganization: boolean) {
  const [searchParams, write] = useUrlQuery();
  const filters = useMemo(() => readReportFilters(searchParams), [searchParams]);
  const activeCount = countActiveFilters(filters, withOrganization);

  const update = useCallback(
    (patch: Partial<Record<ReportParamKey, string>>) =>
      write(
        Object.fromEntries(
          Object.entries(patch).map(([key, value]) => [key, isDefault(key, value) ? '' : value]),
        ),
      ),
    [write],
  );
  const reset = useCallback(() => write(clearing(REPORT_PARAM_KEYS)), [write]);

  return { filters, activeCount, update, reset };
}
