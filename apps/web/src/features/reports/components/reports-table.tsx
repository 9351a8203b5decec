import type { ReportRow } from '@chairside/domain';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx';
import { cn } from '@/lib/cn.ts';
import { formatReportDate, formatReportWeekday } from '../lib/date-range.ts';
import { ReportStatusBadge } from './report-status-badge.tsx';

/** Rows drawn at first and per 'Show more': a year of a network's shifts stays responsive. */
export const ROWS_PER_STEP = 200;

/** SPEC §2's ten columns: the CSV's eleven without Organization, which shows under Location. */
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
] as const;

/** Ten columns fit a laptop beside the sidebar with a little less padding than other tables. */
const cell = 'px-3 first:pl-4 last:pr-4';
const figure = cn(cell, 'whitespace-nowrap tabular-nums');
/** On a phone the date stays in view while the rest scrolls under it. */
const pinned = 'max-lg:sticky max-lg:left-0 max-lg:z-10 max-lg:border-r max-lg:bg-card';

interface ReportsTableProps {
  rows: ReportRow[];
  /** Users without an organization see each shift's organization under its location. */
  showOrganization: boolean;
  busy?: boolean;
}

/** The report: one row per shift, in start order, scrolling sideways on a phone. */
export function ReportsTable({ rows, showOrganization, busy }: ReportsTableProps) {
  const [shown, setShown] = useState(ROWS_PER_STEP);
  const visible = rows.slice(0, shown);
  const hidden = rows.length - visible.length;

  return (
    <div className="grid gap-3">
      {/*
        The scroller takes focus so that a keyboard can scroll it sideways too (WCAG 2.1.1,
        axe scrollable-region-focusable).
      */}
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
            {visible.map((row) => (
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
                <TableCell className={cn(cell, 'min-w-32')}>
                  <span className="block">{row.locationName}</span>
                  {showOrganization ? (
                    <span className="block text-xs text-muted-foreground">
                      {row.organizationName}
                    </span>
                  ) : null}
                </TableCell>
                <TableCell className={cn(cell, 'min-w-32')}>{row.position}</TableCell>
                <TableCell className={cn(cell, 'min-w-28')}>
                  {row.assignedUser ?? (
                    <>
                      <span aria-hidden className="text-muted-foreground">
                        —
                      </span>
                      <span className="sr-only">Nobody</span>
                    </>
                  )}
                </TableCell>
                <TableCell className={cell}>
                  <ReportStatusBadge status={row.status} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </table>
      </div>
      {hidden > 0 ? (
        <div className="flex flex-col items-center gap-2 sm:flex-row sm:justify-between">
          <p className="text-sm text-muted-foreground">
            Showing {visible.length.toLocaleString('en-US')} of{' '}
            {rows.length.toLocaleString('en-US')} shifts
          </p>
          <Button
            type="button"
            variant="outline"
            onClick={() => setShown((current) => current + ROWS_PER_STEP)}
          >
            Show {Math.min(hidden, ROWS_PER_STEP).toLocaleString('en-US')} more
          </Button>
        </div>
      ) : null}
    </div>
  );
}
