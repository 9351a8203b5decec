import {
  ENGAGEMENT_LABELS,
  formatCents,
  formatHourlyRate,
  REPORT_PAY_LABELS,
  WORKED_SOURCE_LABELS,
  type ReportRow,
} from '@chairside/domain';

/**
 * A shift's pay in the report (issue #28 §4), in short lines so the table keeps fitting beside
 * the sidebar at 1280 px: the amount, the rate, the engagement, and where the worked time comes
 * from (an approved or submitted timesheet, or the schedule).
 */
export function ReportPay({ row }: { row: ReportRow }) {
  return (
    <span className="flex flex-col text-xs text-muted-foreground tabular-nums">
      <span className="text-sm font-medium text-foreground">
        {row.amountCents === null ? '—' : formatCents(row.amountCents)}
      </span>
      <span className="whitespace-nowrap">
        {row.rateCents === null ? REPORT_PAY_LABELS.noRate : formatHourlyRate(row.rateCents)}
      </span>
      <span className="whitespace-nowrap">{ENGAGEMENT_LABELS[row.engagement]}</span>
      {row.workedSource === null ? null : (
        <span className="whitespace-nowrap">{WORKED_SOURCE_LABELS[row.workedSource]}</span>
      )}
    </span>
  );
}
