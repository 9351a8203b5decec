import { NOTIFICATION_GROUPS, type NotificationGroup } from './notification-types.ts';
import { addMinutesToLocal, localClockOf, localDateOf, zonedLocalToInstant } from './zoned-time.ts';

/** The channels a person chooses per event group; in-app is always on and so is no channel. */
export const NOTIFICATION_CHANNELS = ['email', 'sms', 'push'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const NEW_SHIFTS_DIGEST_OPTIONS = ['instant', 'daily'] as const;
export type NewShiftsDigest = (typeof NEW_SHIFTS_DIGEST_OPTIONS)[number];

/** The zone a person's quiet hours and digest are read in until they choose one. */
export const DEFAULT_NOTIFICATION_TIME_ZONE = 'America/New_York';

/** Texts cost the person attention most: by default only the events that need an answer. */
const TEXTED_BY_DEFAULT: readonly NotificationGroup[] = ['offers', 'decisions', 'cancellations'];

/** How Settings and the unsubscribe page name each event group, and what it covers. */
export const NOTIFICATION_GROUP_TEXT: Record<
  NotificationGroup,
  { label: string; description: string }
> = {
  newShifts: { label: 'New shifts', description: 'Open shifts that fit your work profile.' },
  requests: {
    label: 'Shift requests',
    description: 'Someone asks for or withdraws from a shift you manage.',
  },
  offers: { label: 'Offers', description: 'A shift offered to you, its reminder and its expiry.' },
  decisions: { label: 'Confirmations', description: 'A shift confirmed or a request declined.' },
  shiftChanges: {
    label: 'Shift changes',
    description: 'A shift you asked for changed or was removed.',
  },
  cancellations: {
    label: 'Cancellations',
    description: 'A confirmed shift cancelled, or open again.',
  },
  credentials: {
    label: 'Credentials',
    description: 'A license or certificate about to expire, or one a confirmed shift lacks.',
  },
  timesheets: {
    label: 'Timesheets',
    description: 'A timesheet to submit, one waiting for your approval, or a correction.',
  },
};

export type ChannelChoices = Record<NotificationChannel, boolean>;

export interface QuietHours {
  start: string;
  end: string;
}

export function defaultNotificationChannels(): Record<NotificationGroup, ChannelChoices> {
  return Object.fromEntries(
    NOTIFICATION_GROUPS.map((group) => [
      group,
      { email: true, sms: TEXTED_BY_DEFAULT.includes(group), push: true },
    ]),
  ) as Record<NotificationGroup, ChannelChoices>;
}

/** The preferences of a person who never saved any (the notification-preferences contract). */
export function defaultNotificationPreferences() {
  return {
    channels: defaultNotificationChannels(),
    quietHours: null as QuietHours | null,
    timeZone: DEFAULT_NOTIFICATION_TIME_ZONE,
    newShiftsDigest: 'instant' as NewShiftsDigest,
  };
}

/**
 * When a message that would leave at `now` may go: `now` itself outside the quiet hours, else
 * the instant they end on the person's clocks. A range whose start is after its end crosses
 * midnight (22:00–07:00); an end the clocks skip (spring forward) moves forward by the gap, as
 * shift times do.
 */
export function quietHoursRelease(
  now: Date,
  quietHours: QuietHours | null,
  timeZone: string,
): Date {
  if (!quietHours || quietHours.start === quietHours.end) return now;
  const clock = localClockOf(now, timeZone);
  const { start, end } = quietHours;
  const crossesMidnight = start > end;
  const inside = crossesMidnight ? clock >= start || clock < end : clock >= start && clock < end;
  if (!inside) return now;
  const today = localDateOf(now, timeZone);
  const endsTomorrow = crossesMidnight && clock >= start;
  const endDay = endsTomorrow ? addMinutesToLocal(`${today}T00:00`, 24 * 60).slice(0, 10) : today;
  return zonedLocalToInstant(`${endDay}T${end}`, timeZone);
}
