import { defaultNotificationChannels } from '@chairside/domain';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox, users } from '../../src/db/schema.ts';
import { dispatch } from '../../src/modules/notifications/dispatch.ts';
import { appForFile } from '../support/app.ts';
import { makeUser } from '../support/factories.ts';
import { signedInCalls } from '../support/session.ts';

/** Issue #14 §2: every event reaches a person by their preferences for its group. */
const t = appForFile();
const PREFERENCES = '/api/users/me/notification-preferences';

async function person(options: { phoneVerified: boolean; preferences?: object }) {
  const user = await makeUser(t.db);
  const phoneNumber = `+1512555${String(user.id % 10_000).padStart(4, '0')}`;
  const phoneVerifiedAt = options.phoneVerified ? new Date() : null;
  await t.db.update(users).set({ phoneNumber, phoneVerifiedAt }).where(eq(users.id, user.id));
  if (options.preferences) {
    const calls = await signedInCalls(t, user.email);
    expect((await calls.put(PREFERENCES, options.preferences)).statusCode).toBe(200);
  }
  return { ...user, phoneNumber };
}

function preferences(overrides: object) {
  return {
    channels: defaultNotificationChannels(),
    quietHours: null,
    timeZone: 'America/New_York',
    newShiftsDigest: 'instant',
    ...overrides,
  };
}

/** A person with a verified phone who chose `decisions` as the channels of decisions. */
function personDeciding(decisions: { email: boolean; sms: boolean; push: boolean }) {
  const channels = { ...defaultNotificationChannels(), decisions };
  return person({ phoneVerified: true, preferences: preferences({ channels }) });
}

async function confirmTo(user: { id: number; email: string }, now?: Date) {
  const email = { channel: 'email' as const, to: user.email, subject: 'Confirmed', text: 'Yes' };
  const notice = { userId: user.id, type: 'confirmed' as const, body: 'You are in', shiftId: null };
  await t.db.transaction((tx) => dispatch(tx, notice, email, now));
}

async function queued(user: { email: string; phoneNumber: string }) {
  return t.db
    .select({ channel: outbox.channel, due: outbox.nextAttemptAt })
    .from(outbox)
    .where(inArray(outbox.recipient, [user.email, user.phoneNumber]));
}

describe('dispatch by preferences', () => {
  it('by default emails and texts a decision to a verified phone', async () => {
    const user = await person({ phoneVerified: true });
    await confirmTo(user);
    expect((await queued(user)).map((row) => row.channel).sort()).toEqual(['email', 'sms']);
  });

  it('never texts a phone number that is not verified', async () => {
    const user = await person({ phoneVerified: false });
    await confirmTo(user);
    expect((await queued(user)).map((row) => row.channel)).toEqual(['email']);
  });

  it('sends neither email nor text for a group the person turned both off for', async () => {
    const user = await personDeciding({ email: false, sms: false, push: true });
    await confirmTo(user);
    expect(await queued(user)).toEqual([]);
  });

  it('keeps the in-app notification whatever the channels', async () => {
    const user = await personDeciding({ email: false, sms: false, push: false });
    await confirmTo(user);
    const rows = await t.db.query.notifications.findMany({
      where: (n, { eq: is }) => is(n.userId, user.id),
    });
    expect(rows).toHaveLength(1);
  });

  it('holds email and text inside quiet hours until they end in the person\u2019s zone', async () => {
    const user = await person({
      phoneVerified: true,
      preferences: preferences({
        quietHours: { start: '22:00', end: '07:00' },
        timeZone: 'America/Chicago',
      }),
    });
    // 23:30 in Chicago (CST, UTC-6) on 10 January 2030: released at 07:00 CST, 13:00 UTC.
    await confirmTo(user, new Date('2030-01-11T05:30:00Z'));
    const rows = await queued(user);
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row.due.toISOString()).toBe('2030-01-11T13:00:00.000Z');
  });
});
