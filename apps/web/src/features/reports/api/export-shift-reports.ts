import { fetchApiFile } from '@/lib/download-file.ts';
import { reportSearchParams, type ReportRequest } from '../lib/report-query.ts';
import { reportCall } from './get-shift-reports.ts';

/** The report's two CSV files: every shift, and the payroll (issue #28 §4). */
export type ReportCsv = 'shifts' | 'payroll';

/**
 * GET /reports/shifts.csv or /reports/payroll.csv with the table's query (docs/API.md): the
 * server streams every row in SPEC §9's 11 columns and the pay, or the payroll's lines, quoted
 * as RFC 4180 says, however large the range; a failure reads as the report's (SPEC §8).
 */
export function fetchReportCsv(csv: ReportCsv, request: ReportRequest): Promise<Blob> {
  return reportCall(() =>
    fetchApiFile(`/reports/${csv}.csv?${reportSearchParams(request)}`, 'text/csv'),
  );
}
