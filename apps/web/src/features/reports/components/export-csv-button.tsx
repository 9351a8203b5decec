import { reportFileName } from '@chairside/domain';
import { useMutation } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { toastApiError } from '@/lib/toast-api-error.ts';
import { fetchShiftReportsCsv, saveBlob } from '../api/export-shift-reports.ts';
import { isoDate } from '../lib/date-range.ts';
import type { ReportRequest } from '../lib/report-query.ts';

interface ExportCsvButtonProps {
  /** The table's query; null while the filters make no valid report. */
  request: ReportRequest | null;
}

/**
 * Export CSV (SPEC §2, §9): the same query as the table, from GET /reports/shifts.csv, saved
 * as shift-reports-{today}.csv. A failure is a destructive 'Error' toast (SPEC §8).
 */
export function ExportCsvButton({ request }: ExportCsvButtonProps) {
  const exportCsv = useMutation({
    mutationFn: (current: ReportRequest) => fetchShiftReportsCsv(current),
    onSuccess: (blob) => saveBlob(blob, reportFileName(isoDate(new Date()))),
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
      {exportCsv.isPending ? 'Exporting...' : 'Export CSV'}
    </Button>
  );
}
