import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import type { ReportRequest } from '../lib/report-query.ts';
import { reportCall } from './get-shift-reports.ts';

/**
 * GET /reports/payroll (issue #28 §4) with the table's query: one line per person and
 * engagement, fetched with the report for those who may see it.
 */
export function usePayroll(request: ReportRequest | null) {
  return useQuery({
    queryKey: queryKeys.reports.payroll(request ?? { startDate: '', endDate: '' }),
    queryFn: ({ signal }) =>
      reportCall(() =>
        apiRequest('/reports/payroll', {
          contract: (domain) => domain.listOf(domain.payrollLineSchema),
          query: request ?? {},
          signal,
        }),
      ),
    enabled: request !== null,
  });
}
