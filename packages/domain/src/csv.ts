import { PAYROLL_CSV_COLUMNS, REPORT_CSV_COLUMNS } from './constants.ts';
import type { PayrollLine, ReportRow } from './contracts/reports.ts';
import { formatDuration } from './time.ts';
import { decimalHours } from './pay/invoices.ts';
import { payCells, WORKED_SOURCE_LABELS } from './pay/payroll.ts';
import { formatCents } from './pay/rates.ts';
import { ENGAGEMENT_LABELS } from './messages/index.ts';

/**
 * One RFC 4180 field, always quoted: a spreadsheet that splits on ';' or a tab instead of ','
 * still reads the whole value as one cell, so no text after a separator inside a value (a name
 * like `Carlos;=cmd|' /C calc'!A0`) can start a cell of its own. A leading = + - @ (or tab or
 * carriage return) is prefixed with ' so that the cell shows text instead of running a formula.
 */
export function csvField(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function csvLine(values: (string | number | null | undefined)[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}

export const REPORT_CSV_HEADER = csvLine([...REPORT_CSV_COLUMNS]);

/** A report row in SPEC §9's CSV column order, then its pay (issue #28 §4). */
export function reportCsvLine(row: ReportRow): string {
  const pay = payCells(row);
  return csvLine([
    row.date,
    row.startTime,
    row.endTime,
    row.lunchDuration,
    row.workingDuration,
    row.duration,
    row.locationName,
    row.position,
    row.organizationName,
    row.assignedUser,
    row.status,
    pay.rate,
    pay.engagement,
    pay.workedHours,
    pay.workedHoursDecimal,
    row.workedSource === null ? '' : WORKED_SOURCE_LABELS[row.workedSource],
    pay.amount,
  ]);
}

export const PAYROLL_CSV_HEADER = csvLine([...PAYROLL_CSV_COLUMNS]);

/** A payroll line in PAYROLL_CSV_COLUMNS' order. */
export function payrollCsvLine(line: PayrollLine): string {
  return csvLine([
    line.name,
    ENGAGEMENT_LABELS[line.engagement],
    line.shifts,
    formatDuration(line.workedMinutes),
    decimalHours(line.workedMinutes),
    formatCents(line.amountCents),
    line.unapprovedShifts,
  ]);
}
