import { z } from 'zod';
import { MAX_SHIFTS_PER_POSTING } from '../constants.ts';
import { MESSAGES } from '../messages.ts';
import { REPEAT_MESSAGES } from '../scheduling-messages.ts';
import { createShiftPayloadSchema } from './shifts.ts';
import { isCalendarDate } from './fields.ts';

const calendarDate = z
  .string({ error: MESSAGES.dateRequired })
  .refine(isCalendarDate, MESSAGES.dateRequired);

/** Weekdays as JavaScript counts them: 0 is Sunday, 6 is Saturday. */
const weekdayField = z.number().int().min(0).max(6);

/**
 * Add Shift's 'Repeat' (issue #16 §1): not at all, weekly on chosen weekdays until a date or for
 * a number of occurrences, or on a list of chosen dates.
 */
export const repeatSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('none') }),
    z
      .object({
        kind: z.literal('weekly'),
        weekdays: z
          .array(weekdayField, { error: REPEAT_MESSAGES.weekdaysRequired })
          .min(1, REPEAT_MESSAGES.weekdaysRequired)
          .max(7),
        until: calendarDate.optional(),
        count: z
          .number({ error: REPEAT_MESSAGES.countRange })
          .int(REPEAT_MESSAGES.countRange)
          .min(1, REPEAT_MESSAGES.countRange)
          .max(MAX_SHIFTS_PER_POSTING, REPEAT_MESSAGES.countRange)
          .optional(),
      })
      .refine((weekly) => (weekly.until === undefined) !== (weekly.count === undefined), {
        path: ['until'],
        message: REPEAT_MESSAGES.endRequired,
      }),
    z.object({
      kind: z.literal('dates'),
      dates: z
        .array(calendarDate, { error: REPEAT_MESSAGES.datesRequired })
        .min(1, REPEAT_MESSAGES.datesRequired)
        .max(MAX_SHIFTS_PER_POSTING, REPEAT_MESSAGES.tooMany),
    }),
  ],
  { error: REPEAT_MESSAGES.endRequired },
);
export type Repeat = z.output<typeof repeatSchema>;

/**
 * POST /shifts/preview and POST /shifts/series: Add Shift's payload, whose date is the first
 * occurrence's (and its clock every occurrence's), with the repeat.
 */
export const repeatShiftPayloadSchema = z.object({
  shift: createShiftPayloadSchema,
  repeat: repeatSchema,
});
export type RepeatShiftPayload = z.input<typeof repeatShiftPayloadSchema>;

/** DELETE /shifts/:id?scope=: the shift alone, or it and the following open shifts of its series. */
export const deleteShiftQuerySchema = z.object({
  scope: z.enum(['this', 'following']).default('this'),
});
