import {
  ENGAGEMENT_LABELS,
  formatCents,
  formatDuration,
  formatHourlyRate,
  WORKED_SOURCE_LABELS,
  type ReportRow,
} from '@chairside/domain';

/**
 * A shift's pay in the report (issue #28 §4): the amount, then the rate and engagement, then
 * the worked time and where it comes from (an approved or submitted timesheet, or the schedule).
 */
export function ReportPay({ row }: { row: ReportRow }) {
  return (
    <span className="flex flex-col">
      <span className="font-medium tabular-nums">
        {row.amountCents === null ? '—' : formatCents(row.amountCents)}
      </span>
      <span className="text-xs whitespace-nowrap text-muted-foreground tabular-nums">
        {formatHourlyRate(row.rateCents)} · {ENGAGEMENT_LABELS[row.engagement]}
      </span>
      {row.workedMinutes !== null && row.workedSource !== null ? (
        <span className="text-xs whitespace-nowrap text-muted-foreground tabular-nums">
          {formatDuration(row.workedMinutes)} {WORKED_SOURCE_LABELS[row.workedSource].toLowerCase()}
        </span>
      ) : null}
    </span>
  );
}
