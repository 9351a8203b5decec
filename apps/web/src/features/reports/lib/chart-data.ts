import { SHIFT_POSITIONS, weekStartOf, type ReportRow } from '@chairside/domain';

/** A week of the report: its shifts, those filled, and the share filled (0 to 1). */
export interface WeekFill {
  /** The Sunday the week starts on, 'YYYY-MM-DD' (the calendar's weeks). */
  week: string;
  posted: number;
  filled: number;
  rate: number;
}

/** Issue #28 §4's first chart: posted and filled shifts per week of the report's rows. */
export function fillRateByWeek(rows: readonly ReportRow[]): WeekFill[] {
  const weeks = new Map<string, WeekFill>();
  for (const row of rows) {
    const week = weekStartOf(row.date);
    const fill = weeks.get(week) ?? { week, posted: 0, filled: 0, rate: 0 };
    fill.posted += 1;
    if (row.status === 'Assigned') fill.filled += 1;
    fill.rate = fill.filled / fill.posted;
    weeks.set(week, fill);
  }
  return [...weeks.values()].sort((a, b) => a.week.localeCompare(b.week));
}

/** A position's worked time and amount over the report's rows. */
export interface PositionPay {
  position: string;
  shifts: number;
  workedMinutes: number;
  amountCents: number;
}

/**
 * Issue #28 §4's second chart: worked minutes and amounts by position, in SPEC §1's order of
 * positions, for the positions the rows have.
 */
export function payByPosition(rows: readonly ReportRow[]): PositionPay[] {
  const positions = new Map<string, PositionPay>();
  for (const row of rows) {
    const pay = positions.get(row.position) ?? {
      position: row.position,
      shifts: 0,
      workedMinutes: 0,
      amountCents: 0,
    };
    pay.shifts += 1;
    pay.workedMinutes += row.workedMinutes ?? 0;
    pay.amountCents += row.amountCents ?? 0;
    positions.set(row.position, pay);
  }
  const order = (position: string) => SHIFT_POSITIONS.indexOf(position as never);
  return [...positions.values()].sort((a, b) => order(a.position) - order(b.position));
}
