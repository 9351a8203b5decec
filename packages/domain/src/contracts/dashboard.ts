import { z } from 'zod';
import { SHIFT_POSITIONS } from '../constants.ts';
import { shiftListItemSchema, shiftRequestSchema } from './shifts.ts';

/** One of the user's own requests, with the shift it is for. */
export const dashboardRequestSchema = shiftRequestSchema.extend({
  /** The UTC instant of the shift's start. */
  shiftDate: z.string(),
  /** The UTC instant of the shift's end. */
  shiftEndsAt: z.string(),
  /** The shift's timezone: its date and times read on its clocks. */
  timezone: z.string(),
  position: z.enum(SHIFT_POSITIONS),
  locationName: z.string(),
});
export type DashboardRequest = z.infer<typeof dashboardRequestSchema>;

/** The manager view: this month's counts and the first requested shifts (SPEC §2). */
export const dashboardStatsSchema = z.object({
  totalShifts: z.number(),
  unassignedShifts: z.number(),
  upcomingShifts: z.number(),
  requestedShifts: z.array(shiftListItemSchema),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

/** GET /shifts/dashboard; stats only for managerial positions. */
export const dashboardSchema = z.object({
  yourUpcomingShifts: z.array(shiftListItemSchema),
  yourShiftRequests: z.array(dashboardRequestSchema),
  recommendedShifts: z.array(shiftListItemSchema),
  stats: dashboardStatsSchema.nullable(),
});
export type DashboardData = z.infer<typeof dashboardSchema>;
