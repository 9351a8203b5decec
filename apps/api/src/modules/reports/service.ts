import {
  addToPayroll,
  canViewReports,
  confirmedPart,
  PAYROLL_CSV_HEADER,
  payrollCsvLine,
  REPORT_CSV_HEADER,
  reportCsvLine,
  reportLocationScope,
  reportTimes,
  scheduledTimes,
  shiftPayLine,
  sortPayroll,
  type PayrollLine,
  type ReportQuery,
  type ReportRow,
  type ShiftPayLine,
} from '@chairside/domain';
import type { SignedInUser } from '../../auth/actor.ts';
import type { AppContext } from '../../context.ts';
import { assertCan } from '../../lib/errors.ts';
import { organizationScope } from '../../lib/scope.ts';
import {
  reportBatch,
  type ReportCursor,
  type ReportFilters,
  type ReportRecord,
} from './queries.ts';

/** The JSON answer holds at most this many rows; larger ranges are for the CSV stream. */
export const REPORT_JSON_LIMIT = 10_000;
const BATCH_SIZE = 1_000;

function filtersFor(actor: SignedInUser, query: ReportQuery): ReportFilters {
  assertCan(canViewReports(actor));
  return {
    from: query.startDate,
    to: query.endDate,
    organizationId: organizationScope(actor, query.organizationId),
    locationIds: reportLocationScope(actor) ?? undefined,
    locationId: query.locationId,
    status: query.status === 'All' ? undefined : query.status,
    assignedUserId: query.assignedUser,
  };
}

/** Issue #28 §4: the row's rate, worked time and amount (docs/PAY.md 'Payroll'). */
function payLineOf(record: ReportRecord): ShiftPayLine {
  const timesheet =
    record.timesheetStatus && record.timesheetStart && record.timesheetEnd
      ? {
          status: record.timesheetStatus,
          startTime: record.timesheetStart,
          endTime: record.timesheetEnd,
          lunchMinutes: record.timesheetLunchMinutes ?? 0,
        }
      : null;
  const scheduled =
    record.assignedUserId === null
      ? null
      : scheduledTimes(
          {
            date: record.startsAt,
            totalMinutes: record.totalMinutes,
            lunchMinutes: record.lunchMinutes,
            timezone: record.timezone,
          },
          { startTime: record.confirmedStart, endTime: record.confirmedEnd },
        );
  return shiftPayLine({
    hourlyRateCents: record.hourlyRateCents,
    agreedRateCents: record.agreedRateCents,
    timesheet,
    scheduled,
  });
}

export function toReportRow(record: ReportRecord): ReportRow {
  return {
    id: record.id,
    date: record.localDate,
    ...reportTimes(
      record.startsAt,
      record.totalMinutes,
      record.lunchMinutes,
      record.timezone,
      confirmedPart(record.confirmedStart, record.confirmedEnd),
    ),
    locationName: record.locationName,
    position: record.position,
    organizationName: record.organizationName,
    assignedUser: record.assignedUser,
    status: record.assignedUser === null ? 'Unassigned' : 'Assigned',
    engagement: record.engagement,
    ...payLineOf(record),
  };
}

export async function rows(ctx: AppContext, actor: SignedInUser, query: ReportQuery) {
  const records = await reportBatch(ctx.db, filtersFor(actor, query), null, REPORT_JSON_LIMIT);
  return records.map(toReportRow);
}

/** A range of any size in keyset batches, so memory stays bounded by one batch. */
async function* batches(ctx: AppContext, filters: ReportFilters) {
  let cursor: ReportCursor | null = null;
  for (;;) {
    const batch = await reportBatch(ctx.db, filters, cursor, BATCH_SIZE);
    if (batch.length > 0) yield batch;
    if (batch.length < BATCH_SIZE) return;
    const last = batch[batch.length - 1];
    cursor = { startsAt: last.startsAt, id: last.id };
  }
}

/** The CSV of a range of any size, written batch by batch as it is read. */
export async function* csvLines(ctx: AppContext, actor: SignedInUser, query: ReportQuery) {
  const filters = filtersFor(actor, query);
  yield REPORT_CSV_HEADER;
  for await (const batch of batches(ctx, filters)) {
    yield batch.map((record) => reportCsvLine(toReportRow(record))).join('');
  }
}

/**
 * Issue #28 §4: the payroll of the report's range and filters, one line per person and
 * engagement, from the confirmed shifts (memory bounded by one batch and the people in it).
 */
export async function payroll(
  ctx: AppContext,
  actor: SignedInUser,
  query: ReportQuery,
): Promise<PayrollLine[]> {
  const filters = { ...filtersFor(actor, query), status: 'Assigned' as const };
  const lines = new Map<string, PayrollLine>();
  for await (const batch of batches(ctx, filters)) {
    addToPayroll(
      lines,
      batch.flatMap((record) =>
        record.assignedUserId === null || record.assignedUser === null
          ? []
          : [
              {
                userId: record.assignedUserId,
                name: record.assignedUser,
                engagement: record.engagement,
                line: payLineOf(record),
              },
            ],
      ),
    );
  }
  return sortPayroll(lines.values());
}

/** The payroll as CSV. Its lines are totals, so it is read whole before the first is written. */
export async function* payrollCsvLines(ctx: AppContext, actor: SignedInUser, query: ReportQuery) {
  const lines = await payroll(ctx, actor, query);
  yield PAYROLL_CSV_HEADER;
  yield lines.map(payrollCsvLine).join('');
}
