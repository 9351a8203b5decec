import { z } from 'zod';
import { TIMESHEET_STATUSES } from '../pay/timesheets.ts';

/**
 * GET/PUT /shifts/:id/timesheet and POST …/approve (issue #28 §3): a confirmed shift's worked
 * times (ISO instants) and their state; while 'due', the confirmed window and the posted lunch.
 * `amountCents` is the agreed rate times the worked minutes (null while the shift has no rate).
 */
export const timesheetSchema = z.object({
  shiftId: z.number(),
  userId: z.number(),
  status: z.enum(TIMESHEET_STATUSES),
  startTime: z.string(),
  endTime: z.string(),
  lunchMinutes: z.number(),
  workedMinutes: z.number(),
  submittedAt: z.string().nullable(),
  approvedAt: z.string().nullable(),
  approvedBy: z.object({ id: z.number(), name: z.string() }).nullable(),
  correctionReason: z.string().nullable(),
  agreedRateCents: z.number().nullable(),
  amountCents: z.number().nullable(),
});
export type Timesheet = z.infer<typeof timesheetSchema>;
