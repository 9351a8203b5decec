import { z } from 'zod';
import { TRAVEL_RADIUS_OPTIONS, WEEKDAY_NAMES } from '../constants.ts';
import { WORK_PROFILE_MESSAGES } from '../messages/general.ts';
import { addressFields } from './addresses.ts';

const isTravelRadius = (miles: number) =>
  (TRAVEL_RADIUS_OPTIONS as readonly number[]).includes(miles);

const weekday = z
  .number({ error: WORK_PROFILE_MESSAGES.weekdayOutOfRange })
  .int(WORK_PROFILE_MESSAGES.weekdayOutOfRange)
  .min(0, WORK_PROFILE_MESSAGES.weekdayOutOfRange)
  .max(WEEKDAY_NAMES.length - 1, WORK_PROFILE_MESSAGES.weekdayOutOfRange);

/**
 * PUT /users/me/work-profile and Settings' Work Profile form (issue #14 §1). The ZIP code has
 * the address's format; whether the offline dataset knows it is the API's check. No weekday
 * chosen means any day; the weekdays are answered in week order.
 */
export const workProfilePayloadSchema = z.object({
  homeZip: addressFields.zipCode,
  travelRadiusMiles: z
    .number({ error: WORK_PROFILE_MESSAGES.radiusNotOffered })
    .refine(isTravelRadius, WORK_PROFILE_MESSAGES.radiusNotOffered),
  weekdays: z
    .array(weekday)
    .refine((days) => new Set(days).size === days.length, WORK_PROFILE_MESSAGES.weekdaysRepeated)
    .transform((days) => [...days].sort((a, b) => a - b)),
  openToOtherOrganizations: z.boolean(),
});
export type WorkProfileForm = z.input<typeof workProfilePayloadSchema>;
export type WorkProfilePayload = z.output<typeof workProfilePayloadSchema>;
