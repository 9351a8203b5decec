import { formatDuration, type ReportRow } from '@chairside/domain';

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
}

export function reportTotals(rows: readonly ReportRow[]): ReportTotals {
  const assigned = rows.filter((row) => row.status === 'Assigned').length;
  const minutes = rows.reduce((sum, row) => sum + durationMinutes(row.workingDuration), 0);
  return {
    shifts: rows.length,
    assigned,
    unassigned: rows.length - assigned,
    workingTime: formatDuration(minutes),
  };
}
