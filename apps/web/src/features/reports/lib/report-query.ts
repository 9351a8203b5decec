import { reportQuerySchema, type ReportTimeRange } from '@chairside/domain';
import { presetDates, type ReportDates } from './date-range.ts';
import type { ReportFilterValues, ReportStatusFilter } from './use-report-params.ts';

/** GET /reports/shifts and .csv query parameters, as sent (docs/API.md). */
export type ReportRequest = {
  startDate: string;
  endDate: string;
  status?: Exclude<ReportStatusFilter, 'All'>;
  assignedUser?: string;
  locationId?: string;
  organizationId?: string;
};

export type ReportQueryState =
  | { valid: true; dates: ReportDates; request: ReportRequest }
  | { valid: false; dates: ReportDates; error: string; field: 'startDate' | 'endDate' };

/** The dates a range covers: a preset's from today, the custom range's as the user typed them. */
export function datesOf(
  range: ReportTimeRange,
  custom: { start: string; end: string },
  today: Date,
): ReportDates {
  return range === 'custom'
    ? { startDate: custom.start, endDate: custom.end }
    : presetDates(range, today);
}

/**
 * The request the filters make, checked with the server's own schema so a custom range the
 * server would refuse (no date, end before start, over two years) is explained beside the
 * dates instead of being sent. The Organization filter applies only where it is shown.
 */
export function buildReportQuery(
  filters: ReportFilterValues,
  today: Date,
  withOrganization: boolean,
): ReportQueryState {
  const dates = datesOf(filters.range, filters, today);
  const request: ReportRequest = {
    ...dates,
    status: filters.status === 'All' ? undefined : filters.status,
    assignedUser: filters.user || undefined,
    locationId: filters.location || undefined,
    organizationId: withOrganization && filters.org ? filters.org : undefined,
  };
  const checked = reportQuerySchema.safeParse(request);
  if (checked.success) return { valid: true, dates, request };
  const issue = checked.error.issues[0];
  return {
    valid: false,
    dates,
    error: issue?.message ?? 'Invalid date range',
    field: issue?.path[0] === 'startDate' ? 'startDate' : 'endDate',
  };
}

/** The query string of a request, without the empty parameters. */
export function reportSearchParams(request: ReportRequest): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(request)) {
    if (value !== undefined && value !== '') params.set(key, value);
  }
  return params;
}
