import { z } from 'zod';
import { WORKED_SOURCES } from '../pay/payroll.ts';
import { ENGAGEMENTS } from '../pay/rates.ts';

/** A row of GET /reports/shifts (SPEC §3): times on the shift's own clock, durations 'Xh Ym'. */
export const reportRowSchema = z.object({
  id: z.number(),
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  workingDuration: z.string(),
  lunchDuration: z.string(),
  duration: z.string(),
  locationName: z.string(),
  position: z.string(),
  organizationName: z.string(),
  assignedUser: z.string().nullable(),
  status: z.enum(['Assigned', 'Unassigned']),
  // Issue #28 §4 (pay/payroll.ts): the agreed rate, else the posted one; the worked time of the
  // approved timesheet, else the submitted one, else the scheduled one; null when unassigned.
  rateCents: z.number().nullable(),
  engagement: z.enum(ENGAGEMENTS),
  workedMinutes: z.number().nullable(),
  workedSource: z.enum(WORKED_SOURCES).nullable(),
  amountCents: z.number().nullable(),
});
export type ReportRow = z.infer<typeof reportRowSchema>;

/** A line of GET /reports/payroll (issue #28 §4): a person's shifts of one engagement. */
export const payrollLineSchema = z.object({
  userId: z.number(),
  name: z.string(),
  engagement: z.enum(ENGAGEMENTS),
  shifts: z.number(),
  workedMinutes: z.number(),
  amountCents: z.number(),
  unapprovedShifts: z.number(),
});
export type PayrollLine = z.infer<typeof payrollLineSchema>;
