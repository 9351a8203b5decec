import { MESSAGES } from '@chairside/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import type { ReportRequest } from '../lib/report-query.ts';

/** docs/API.md: the JSON report holds at most this many rows; the CSV has them all. */
export const REPORT_ROW_LIMIT = 10_000;

/**
 * SPEC §8: a failed report shows the server's message, or 'Failed to fetch shift reports' when
 * there is none (the call failed, or the body carried no message).
 */
export function reportError(error: unknown): ApiError {
  if (error instanceof ApiError && error.message !== MESSAGES.unknownError) return error;
  return new ApiError(error instanceof ApiError ? error.status : 0, MESSAGES.reportFetchFailed);
}

/** A report call whose failure reads as SPEC §8 says (reportError); a cancelled one stays so. */
export async function reportCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw reportError(error);
  }
}

/**
 * GET /reports/shifts (SPEC §7). Only fetched for those who may see reports (SPEC §6) and for
 * a valid range; while new filters load, the previous rows stay on screen, marked busy.
 */
export function useShiftReports(request: ReportRequest | null) {
  return useQuery({
    queryKey: queryKeys.reports.shifts(request ?? { startDate: '', endDate: '' }),
    queryFn: ({ signal }) =>
      reportCall(() =>
        apiRequest('/reports/shifts', {
          contract: (domain) => domain.listOf(domain.reportRowSchema),
          query: request ?? {},
          signal,
        }),
      ),
    enabled: request !== null,
    placeholderData: keepPreviousData,
  });
}
