import { z } from 'zod';
import { weekStartOf } from '../calendar-range.ts';
import { COPY_WEEK_MESSAGES } from '../messages/scheduling.ts';
import { calendarDateField, dateYearRefusal, isCalendarDate, jsonId } from './fields.ts';

/** A Sunday; a date that is none, or out of the years every date is in, says so alone. */
const weekStart = calendarDateField.refine(
  (date) =>
    !isCalendarDate(date) ||
    dateYearRefusal(Number(date.slice(0, 4))) !== null ||
    weekStartOf(date) === date,
  COPY_WEEK_MESSAGES.weekStart,
);

/**
 * POST /shifts/copy-week/preview and /shifts/copy-week (issue #16 §1): the shifts of the week
 * from `fromWeekStart` posted again, on the same weekdays and clocks, in the week from
 * `toWeekStart`: at one location, or at every location the manager manages. Only the open shifts
 * unless `includeFilled`, whose copies are open shifts too.
 */
export const copyWeekPayloadSchema = z
  .object({
    fromWeekStart: weekStart,
    toWeekStart: weekStart,
    locationId: jsonId().optional(),
    includeFilled: z.boolean().default(false),
  })
  .refine((payload) => payload.fromWeekStart !== payload.toWeekStart, {
    path: ['toWeekStart'],
    message: COPY_WEEK_MESSAGES.sameWeek,
  });
export type CopyWeekPayload = z.input<typeof copyWeekPayloadSchema>;
