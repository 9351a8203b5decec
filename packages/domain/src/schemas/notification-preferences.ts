import { z } from 'zod';
import { NOTIFICATION_PREFERENCE_MESSAGES as MESSAGES } from '../messages/general.ts';
import { NEW_SHIFTS_DIGEST_OPTIONS } from '../notification-preferences.ts';
import { NOTIFICATION_GROUPS } from '../notification-types.ts';

const clock = z
  .string({ error: MESSAGES.quietHoursClock })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, MESSAGES.quietHoursClock);

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const channelChoices = z.strictObject({ email: z.boolean(), sms: z.boolean(), push: z.boolean() });

/**
 * GET and PUT /users/me/notification-preferences (issue #14 §2): every group and channel is
 * required and an unknown one is refused, so a client never half-saves the table it shows.
 */
export const notificationPreferencesSchema = z.strictObject({
  channels: z.strictObject(
    Object.fromEntries(NOTIFICATION_GROUPS.map((group) => [group, channelChoices])) as Record<
      (typeof NOTIFICATION_GROUPS)[number],
      typeof channelChoices
    >,
  ),
  quietHours: z
    .strictObject({ start: clock, end: clock })
    .refine((hours) => hours.start !== hours.end, MESSAGES.quietHoursEmpty)
    .nullable(),
  timeZone: z.string().refine(isTimeZone, MESSAGES.unknownTimeZone),
  newShiftsDigest: z.enum(NEW_SHIFTS_DIGEST_OPTIONS),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;
