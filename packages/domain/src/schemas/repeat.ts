import { z } from 'zod';
import { MAX_SHIFTS_PER_POSTING } from '../constants.ts';
import { REPEAT_MESSAGES } from '../messages/scheduling.ts';
import { createShiftPayloadSchema } from './shifts.ts';
import { calendarDateField } from './fields.ts';

/** Weekdays as JavaScript counts them: 0 is Sunday, 6 is Saturday. */
const weekdayField = z.number().int().min(0).max(6);

/** Add Shift's 'Repeat' (issue #16 §1), as the API and the rules read it. */
export type Repeat =
  | { kind: 'none' }
  | { kind: 'weekly'; weekdays: number[]; until?: string; count?: number }
  | { kind: 'dates'; dates: string[] };

const repeatFields = z.object({
  kind: z.enum(['none', 'weekly', 'dates'], { error: REPEAT_MESSAGES.endRequired }),
  weekdays: z.array(weekdayField, { error: REPEAT_MESSAGES.weekdaysRequired }).max(7).optional(),
  until: calendarDateField.optional(),
  count: z
    .number({ error: REPEAT_MESSAGES.countRange })
    .int(REPEAT_MESSAGES.countRange)
    .min(1, REPEAT_MESSAGES.countRange)
    .max(MAX_SHIFTS_PER_POSTING, REPEAT_MESSAGES.countRange)
    .optional(),
  dates: z
    .array(calendarDateField, { error: REPEAT_MESSAGES.datesRequired })
    .max(MAX_SHIFTS_PER_POSTING, REPEAT_MESSAGES.tooMany)
    .optional(),
});

/**
 * Add Shift's 'Repeat': not at all, weekly on chosen weekdays until a date or for a number of
 * occurrences, or on a list of chosen dates. One object checked by kind rather than a
 * discriminated union: the same messages, without adding zod's union parser to the bundle every
 * screen shares (DESIGN §10).
 */
export const repeatSchema = repeatFields
  .superRefine((repeat, ctx) => {
    if (repeat.kind === 'weekly') {
      if (!repeat.weekdays?.length)
        ctx.addIssue({
          code: 'custom',
          path: ['weekdays'],
          message: REPEAT_MESSAGES.weekdaysRequired,
        });
      if ((repeat.until === undefined) === (repeat.count === undefined))
        ctx.addIssue({ code: 'custom', path: ['until'], message: REPEAT_MESSAGES.endRequired });
    }
    if (repeat.kind === 'dates' && !repeat.dates?.length)
      ctx.addIssue({ code: 'custom', path: ['dates'], message: REPEAT_MESSAGES.datesRequired });
  })
  .transform((repeat): Repeat => {
    if (repeat.kind === 'dates') return { kind: 'dates', dates: repeat.dates ?? [] };
    if (repeat.kind === 'none') return { kind: 'none' };
    const end = repeat.until === undefined ? { count: repeat.count } : { until: repeat.until };
    return { kind: 'weekly', weekdays: repeat.weekdays ?? [], ...end };
  });

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
