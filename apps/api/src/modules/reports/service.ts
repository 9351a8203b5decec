import {
  canViewReports,
  confirmedPart,
  REPORT_CSV_HEADER,
  reportCsvLine,
  reportLocationScope,
  reportTimes,
  type ReportQuery,
  type ReportRow,
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
  };
}

export async function rows(ctx: AppContext, actor: SignedInUser, query: ReportQuery) {
  const records = await reportBatch(ctx.db, filtersFor(actor, query), null, REPORT_JSON_LIMIT);
  return records.map(toReportRow);
}

/**
 * The CSV of a range of any size: read in keyset batches and written as they come, so memory
 * stays bounded by one batch.
 */
export async function* csvLines(ctx: AppContext, actor: SignedInUser, query: ReportQuery) {
  const filters = filtersFor(actor, query);
  yield REPORT_CSV_HEADER;
  let cursor: ReportCursor | null = null;
  for (;;) {
    const batch = await reportBatch(ctx.db, filters, cursor, BATCH_SIZE);
    if (batch.length > 0) yield batch.map((record) => reportCsvLine(toReportRow(record))).join('');
    if (batch.length < BATCH_SIZE) return;
    const last = batch[batch.length - 1];
    cursor = { startsAt: last.startsAt, id: last.id };
  }
}
