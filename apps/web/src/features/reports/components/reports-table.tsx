import type { ReportRow } from '@chairside/domain';
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx';
import { cn } from '@/lib/cn.ts';
import { formatReportDate, formatReportWeekday } from '../lib/date-range.ts';
import { NobodyAssigned } from './nobody-assigned.tsx';
import { ReportPay } from './report-pay.tsx';
import { ReportStatusBadge } from './report-status-badge.tsx';

/**
 * SPEC §2's ten columns (the CSV's eleven without Organization, which shows under Location),
 * then the pay of issue #28 §4 in one column: amount, rate and engagement, worked time.
 */
export const REPORT_TABLE_COLUMNS = [
  'Date',
  'Start Time',
  'End Time',
  'Lunch',
  'Working',
  'Total',
  'Location',
  'Position',
  'Assigned User',
  'Status',
  'Pay',
] as const;

/**
 * Eleven columns fit beside the expanded sidebar at 1280 px (#13 item 6, issue #28 §4): tighter
 * padding than other tables, and names that wrap between words rather than widen the table.
 */
const cell = 'px-1.5 first:pl-4 last:pr-4';
const figure = cn(cell, 'whitespace-nowrap tabular-nums');
const words = cn(cell, 'min-w-20 break-words');
/** Between the phone cards and a wide screen the date stays in view while the rest scrolls. */
const pinned = 'max-lg:sticky max-lg:left-0 max-lg:z-10 max-lg:border-r max-lg:bg-card';

interface ReportsTableProps {
  rows: readonly ReportRow[];
  /** Users without an organization see each shift's organization under its location. */
  showOrganization: boolean;
  busy?: boolean;
}

/** The report on a desktop (wider than 768 px): one row per shift, in start order. */
export function ReportsTable({ rows, showOrganization, busy }: ReportsTableProps) {
  return (
    // The scroller takes focus so that a keyboard can scroll it sideways too, where a narrow
    // window still needs it (WCAG 2.1.1, axe scrollable-region-focusable).
    <div
      role="region"
      aria-label="Shift reports table"
      tabIndex={0}
      className="relative w-full overflow-x-auto rounded-lg border bg-card outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <table
        aria-label="Shift reports"
        aria-busy={busy || undefined}
        className="w-full caption-bottom text-sm"
      >
        <TableHeader className="bg-muted">
          <TableRow className="hover:bg-transparent">
            {REPORT_TABLE_COLUMNS.map((column, index) => (
              <TableHead
                key={column}
                // Two-word headings may wrap where the width is tight, rather than scroll.
                className={cn(
                  cell,
                  'whitespace-normal',
                  index === 0 && cn(pinned, 'max-lg:bg-muted'),
                )}
              >
                {column}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody className={busy ? 'opacity-60 transition-opacity' : undefined}>
          {rows.map((row) => (
            <TableRow key={row.id}>
              <TableCell className={cn(cell, pinned, 'whitespace-nowrap')}>
                <time dateTime={row.date} className="block font-medium">
                  {formatReportDate(row.date)}
                </time>
                <span className="block text-xs text-muted-foreground">
                  {formatReportWeekday(row.date)}
                </span>
              </TableCell>
              <TableCell className={figure}>{row.startTime}</TableCell>
              <TableCell className={figure}>{row.endTime}</TableCell>
              <TableCell className={figure}>{row.lunchDuration}</TableCell>
              <TableCell className={figure}>{row.workingDuration}</TableCell>
              <TableCell className={figure}>{row.duration}</TableCell>
              <TableCell className={words}>
                <span className="block">{row.locationName}</span>
                {showOrganization ? (
                  <span className="block text-xs text-muted-foreground">
                    {row.organizationName}
                  </span>
                ) : null}
              </TableCell>
              <TableCell className={words}>{row.position}</TableCell>
              <TableCell className={words}>{row.assignedUser ?? <NobodyAssigned />}</TableCell>
              <TableCell className={cell}>
                <ReportStatusBadge status={row.status} />
              </TableCell>
              <TableCell className={cell}>
                <ReportPay row={row} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </table>
    </div>
  );
}
