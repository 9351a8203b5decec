import type { ReportRow } from '@chairside/domain';
import { CalendarRange } from 'lucide-react';
import { REPORT_ROW_LIMIT } from '../api/get-shift-reports.ts';
import { formatDateSpan, type ReportDates } from '../lib/date-range.ts';
import { reportTotals } from '../lib/totals.ts';

function plural(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
}

interface ReportSummaryProps {
  dates: ReportDates;
  /** The custom dates make no report (one missing, or the end before the start). */
  invalid?: boolean;
  /** The rows on screen; undefined while the first answer loads. */
  rows: readonly ReportRow[] | undefined;
}

/** The period the report covers and, once loaded, its totals. */
export function ReportSummary({ dates, invalid = false, rows }: ReportSummaryProps) {
  const span = invalid ? '' : formatDateSpan(dates);
  const totals = rows ? reportTotals(rows) : null;
  return (
    <div className="flex flex-col gap-x-6 gap-y-2 rounded-lg border bg-card px-4 py-3 text-sm sm:flex-row sm:flex-wrap sm:items-center">
      <p className="flex items-center gap-2 font-medium">
        <CalendarRange aria-hidden className="size-4 text-primary" />
        {span || 'Choose a start and end date'}
      </p>
      {totals ? (
        <p aria-live="polite" className="text-muted-foreground">
          <span className="font-semibold text-foreground">{plural(totals.shifts, 'shift')}</span>
          {' · '}
          <span className="font-semibold text-foreground">{totals.workingTime}</span> working time
          {' · '}
          {totals.assigned.toLocaleString('en-US')} assigned,{' '}
          {totals.unassigned.toLocaleString('en-US')} unassigned
          {totals.amount ? (
            <>
              {' · '}
              <span className="font-semibold text-foreground">{totals.amount}</span> pay
            </>
          ) : null}
        </p>
      ) : null}
      {rows && rows.length >= REPORT_ROW_LIMIT ? (
        <p className="basis-full text-muted-foreground">
          The table shows the first {REPORT_ROW_LIMIT.toLocaleString('en-US')} shifts; Export CSV
          holds every shift of the range.
        </p>
      ) : null}
    </div>
  );
}
