import { z } from 'zod';
import { REPORT_STATUS_FILTERS } from '../constants.ts';
import { boundedDateYears, databaseId, isCalendarDate } from './fields.ts';

const MAX_REPORT_DAYS = 366 * 2;

/** 'YYYY-MM-DD', or an ISO instant of which the calendar date is taken (SPEC §7: ISO strings). */
const reportDate = (message: string) =>
  boundedDateYears(
    z
      .string({ error: message })
      .trim()
      .refine(
        (value) =>
          /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])(T.*)?$/.test(value) &&
          isCalendarDate(value.slice(0, 10)),
        message,
      ),
  ).transform((value) => value.slice(0, 10));

/** The range checks run only on two valid dates, so one bad date yields only its own message. */
const whenDatesValid = {
  when: (payload: { issues: readonly { path?: readonly PropertyKey[] }[] }) =>
    !payload.issues.some(
      (issue) => issue.path?.[0] === 'startDate' || issue.path?.[0] === 'endDate',
    ),
};

export const reportQuerySchema = z
  .object({
    startDate: reportDate('Start date is required'),
    endDate: reportDate('End date is required'),
    locationId: databaseId().optional(),
    organizationId: databaseId().optional(),
    status: z
      .enum(REPORT_STATUS_FILTERS, { error: 'Status must be All, Assigned or Unassigned' })
      .optional(),
    assignedUser: databaseId().optional(),
  })
  .refine((query) => query.endDate >= query.startDate, {
    path: ['endDate'],
    message: 'End date must be on or after the start date',
    ...whenDatesValid,
  })
  .refine(
    (query) =>
      (Date.parse(query.endDate) - Date.parse(query.startDate)) / 86_400_000 <= MAX_REPORT_DAYS,
    { path: ['endDate'], message: 'A report covers at most two years', ...whenDatesValid },
  );
export type ReportQuery = z.output<typeof reportQuerySchema>;
