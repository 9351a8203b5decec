import { formatCents, formatDuration, type ReportRow } from '@chairside/domain';

/** Minutes of an 'Xh Ym' duration (SPEC §9); 0 for anything else. */
export function durationMinutes(duration: string): number {
  const match = /^(\d+)h (\d+)m$/.exec(duration.trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : 0;
}

export interface ReportTotals {
  shifts: number;
  assigned: number;
  unassigned: number;
  /** 'Xh Ym' of working time (without lunch) over all the rows. */
  workingTime: string;
  /** The rows' amounts added up (issue #28 §4), or null when no row has one. */
  amount: string | null;
}

export function reportTotals(rows: readonly ReportRow[]): ReportTotals {
  const assigned = rows.filter((row) => row.status === 'Assigned').length;
  const minutes = rows.reduce((sum, row) => sum + durationMinutes(row.workingDuration), 0);
  const amounts = rows.flatMap((row) => (row.amountCents === null ? [] : [row.amountCents]));
  return {
    shifts: rows.length,
    assigned,
    unassigned: rows.length - assigned,
    workingTime: formatDuration(minutes),
    amount: amounts.length === 0 ? null : formatCents(amounts.reduce((sum, cents) => sum + cents)),
  };
}
