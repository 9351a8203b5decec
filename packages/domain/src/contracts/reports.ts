import { z } from 'zod';

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
});
export type ReportRow = z.infer<typeof reportRowSchema>;
