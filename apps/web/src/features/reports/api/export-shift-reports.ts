import { errorMessageFromBody } from '@chairside/domain';
import { API_BASE, ApiError } from '@/lib/api-client.ts';
import { getAccessToken } from '@/lib/session.ts';
import { reportSearchParams, type ReportRequest } from '../lib/report-query.ts';
import { reportError } from './get-shift-reports.ts';

/** The report's two CSV files: every shift, and the payroll (issue #28 §4). */
export type ReportCsv = 'shifts' | 'payroll';

/**
 * GET /reports/shifts.csv or /reports/payroll.csv with the table's query (docs/API.md): the
 * server streams every row in SPEC §9's 11 columns and the pay, or the payroll's lines, quoted
 * as RFC 4180 says, however large the range. It is fetched with the bearer token (a plain link
 * could not carry it) and handed back as a Blob.
 */
export async function fetchReportCsv(csv: ReportCsv, request: ReportRequest): Promise<Blob> {
  const token = getAccessToken();
  const headers: Record<string, string> = { Accept: 'text/csv' };
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/reports/${csv}.csv?${reportSearchParams(request)}`, {
      headers,
    });
  } catch (error) {
    throw reportError(error);
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    throw reportError(new ApiError(response.status, errorMessageFromBody(body)));
  }
  return response.blob();
}

/** Saves a Blob as a download named `fileName`, through a temporary link. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a moment later: some browsers read the URL after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
