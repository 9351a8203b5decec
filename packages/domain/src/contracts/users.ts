import { z } from 'zod';
import { ACCOUNT_POSITIONS, JOB_TITLES } from '../constants.ts';

/** Who is signed in: what every page needs of them. */
export const currentUserSchema = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  position: z.enum(ACCOUNT_POSITIONS),
});

/**
 * GET /users/me and POST /users/me/profile. Every way of setting a job title offers the list,
 * but the column holds text: a title stored before the list read as it was stored.
 */
export const meSchema = currentUserSchema.extend({
  phoneNumber: z.string().nullable(),
  /** Whether texts can reach `phoneNumber` (issue #14 §2: only a verified number gets them). */
  phoneVerified: z.boolean(),
  jobTitle: z.enum(JOB_TITLES).or(z.string()),
  organizationId: z.number().nullable(),
  organizationName: z.string().nullable(),
  locationIds: z.array(z.number()),
  isActive: z.boolean(),
});
export type Me = z.infer<typeof meSchema>;

/**
 * POST /users/me/password. A password change ends every session but the one that made it: that
 * device carries on with the new access token.
 */
export const passwordChangeResponseSchema = z.object({
  message: z.string(),
  access_token: z.string(),
});
export type PasswordChangeResponse = z.infer<typeof passwordChangeResponseSchema>;

/** A row of GET /users. */
export const userRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  position: z.enum(ACCOUNT_POSITIONS),
  jobTitle: z.string(),
  isActive: z.boolean(),
  organizationNames: z.array(z.string()),
  positionNames: z.array(z.string()),
});
export type UserRow = z.infer<typeof userRowSchema>;

/** One of the last confirmed shifts on a user's details. */
export const recentShiftSchema = z.object({
  id: z.number(),
  date: z.string(),
  locationName: z.string(),
  position: z.string(),
  totalMinutes: z.number(),
});
export type RecentShift = z.infer<typeof recentShiftSchema>;

/** GET /users/:id and PATCH /users/:id: the full user of SPEC §3. */
export const userDetailSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  jobTitle: z.string(),
  position: z.enum(ACCOUNT_POSITIONS),
  organizationId: z.number().nullable(),
  organizationName: z.string().nullable(),
  organizationNames: z.array(z.string()),
  positionNames: z.array(z.string()),
  locationIds: z.array(z.number()),
  isActive: z.boolean(),
  recentShifts: z.array(recentShiftSchema),
});
export type UserDetail = z.infer<typeof userDetailSchema>;
