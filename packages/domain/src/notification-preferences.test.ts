import { describe, expect, it } from 'vitest';
import { defaultNotificationChannels, quietHoursRelease } from './notification-preferences.ts';
import { NOTIFICATION_GROUPS, NOTIFICATION_TYPES } from './notification-types.ts';
import { notificationPreferencesSchema } from './schemas/notification-preferences.ts';

describe('notification groups', () => {
  it('every notification type belongs to one of the listed groups', () => {
    for (const { group } of Object.values(NOTIFICATION_TYPES)) {
      expect(NOTIFICATION_GROUPS).toContain(group);
    }
  });

  it('every listed group has at least one notification type', () => {
    const used = new Set(Object.values(NOTIFICATION_TYPES).map(({ group }) => group));
    expect([...NOTIFICATION_GROUPS].sort()).toEqual([...used].sort());
  });

  it('texts are on by default only for offers, decisions and cancellations', () => {
    const texted = Object.entries(defaultNotificationChannels())
      .filter(([, choice]) => choice.sms)
      .map(([group]) => group);
    expect(texted).toEqual(['offers', 'decisions', 'cancellations']);
  });
});

describe('quiet hours release', () => {
  const cases: [string, string, { start: string; end: string } | null, string, string][] = [
    [
      'no quiet hours: now',
      '2026-03-10T15:00:00Z',
      null,
      'America/New_York',
      '2026-03-10T15:00:00.000Z',
    ],
    [
      'outside a daytime range: now',
      '2026-03-10T20:00:00Z',
      { start: '09:00', end: '12:00' },
      'America/New_York',
      '2026-03-10T20:00:00.000Z',
    ],
    [
      'inside a daytime range: its end today',
      '2026-03-10T14:00:00Z',
      { start: '09:00', end: '12:00' },
      'America/New_York',
      '2026-03-10T16:00:00.000Z',
    ],
    [
      'at the end minute: now',
      '2026-03-10T16:00:00Z',
      { start: '09:00', end: '12:00' },
      'America/New_York',
      '2026-03-10T16:00:00.000Z',
    ],
    [
      'after midnight in a range crossing it: its end today',
      '2026-03-10T08:00:00Z',
      { start: '22:00', end: '07:00' },
      'America/New_York',
      '2026-03-10T11:00:00.000Z',
    ],
    [
      'before midnight in a range crossing it: its end tomorrow',
      '2026-03-11T03:30:00Z',
      { start: '22:00', end: '07:00' },
      'America/New_York',
      '2026-03-11T11:00:00.000Z',
    ],
    [
      'over the spring-forward night: the end in daylight time',
      '2026-03-08T04:00:00Z',
      { start: '22:00', end: '07:00' },
      'America/New_York',
      '2026-03-08T11:00:00.000Z',
    ],
    [
      'over the fall-back night: the end in standard time',
      '2026-11-01T03:00:00Z',
      { start: '22:00', end: '07:00' },
      'America/New_York',
      '2026-11-01T12:00:00.000Z',
    ],
    [
      'an end the clocks skip: moved forward by the gap, as shift times are',
      '2026-03-08T05:00:00Z',
      { start: '23:00', end: '02:30' },
      'America/New_York',
      '2026-03-08T07:30:00.000Z',
    ],
    [
      'read in the person\u2019s zone, not the server\u2019s',
      '2026-03-10T14:00:00Z',
      { start: '09:00', end: '12:00' },
      'America/Los_Angeles',
      '2026-03-10T14:00:00.000Z',
    ],
  ];

  it.each(cases)('%s', (_name, now, quietHours, timeZone, release) => {
    expect(quietHoursRelease(new Date(now), quietHours, timeZone).toISOString()).toBe(release);
  });
});

describe('notification preferences schema', () => {
  const valid = {
    channels: defaultNotificationChannels(),
    quietHours: { start: '22:00', end: '07:00' },
    timeZone: 'America/Chicago',
    newShiftsDigest: 'daily',
  };

  it('accepts a whole body', () => {
    expect(notificationPreferencesSchema.safeParse(valid).success).toBe(true);
  });

  it('refuses an unknown group, an unknown channel and a missing group', () => {
    const { newShifts, ...missing } = valid.channels;
    for (const channels of [
      { ...valid.channels, marketing: newShifts },
      { ...valid.channels, offers: { ...newShifts, fax: true } },
      missing,
    ]) {
      expect(notificationPreferencesSchema.safeParse({ ...valid, channels }).success).toBe(false);
    }
  });

  it('refuses an unknown time zone and empty quiet hours', () => {
    expect(
      notificationPreferencesSchema.safeParse({ ...valid, timeZone: 'Mars/Olympus' }).success,
    ).toBe(false);
    expect(
      notificationPreferencesSchema.safeParse({
        ...valid,
        quietHours: { start: '08:00', end: '08:00' },
      }).success,
    ).toBe(false);
  });
});
