import { payrollFileName, reportFileName } from '@chairside/domain';
import { useMutation } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { toastApiError } from '@/lib/toast-api-error.ts';
import { saveBlob } from '@/lib/download-file.ts';
import { fetchReportCsv, type ReportCsv } from '../api/export-shift-reports.ts';
import { isoDate } from '../lib/date-range.ts';
import type { ReportRequest } from '../lib/report-query.ts';

interface ExportCsvButtonProps {
  /** The table's query; null while the filters make no valid report. */
  request: ReportRequest | null;
  /** Which file: every shift (SPEC §9), or the payroll (issue #28 §4). */
  csv?: ReportCsv;
}

const FILES: Record<ReportCsv, { name: (today: string) => string; label: string }> = {
  shifts: { name: reportFileName, label: 'Export CSV' },
  payroll: { name: payrollFileName, label: 'Export payroll CSV' },
};

/**
 * Export CSV (SPEC §2, §9): the same query as the table, from GET /reports/shifts.csv saved as
 * shift-reports-{today}.csv, or the payroll's from /reports/payroll.csv. A failure is a
 * destructive 'Error' toast (SPEC §8).
 */
export function ExportCsvButton({ request, csv = 'shifts' }: ExportCsvButtonProps) {
  const file = FILES[csv];
  const exportCsv = useMutation({
    mutationFn: (current: ReportRequest) => fetchReportCsv(csv, current),
    onSuccess: (blob) => saveBlob(blob, file.name(isoDate(new Date()))),
    onError: toastApiError,
  });

  return (
    <Button
      type="button"
      onClick={() => {
        if (request) exportCsv.mutate(request);
      }}
      disabled={request === null || exportCsv.isPending}
    >
      <Download aria-hidden />
      {exportCsv.isPending ? 'Exporting...' : file.label}
    </Button>
  );
}
