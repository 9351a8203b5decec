import { defaultNotificationChannels, type NewShiftsDigest } from '@chairside/domain';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { users } from '../../src/db/schema.ts';
import { type TestApp } from './app.ts';
import { holdCredentials } from './credentials.ts';
import { makeUser } from './factories.ts';
import { signedInCalls } from './session.ts';

/**
 * An independent hygienist living at `homeZip`, with verified credentials (issue #27), who wants
 * new shifts by email and text (phone verified), in Central time, right away unless `digest`
 * says daily.
 */
export async function independentHygienist(
  t: TestApp,
  homeZip: string,
  digest: NewShiftsDigest = 'instant',
) {
  const user = await makeUser(t.db, { jobTitle: 'Hygienist' });
  await holdCredentials(t.db, user.id);
  const phoneNumber = `+1737555${String(user.id % 10_000).padStart(4, '0')}`;
  await t.db
    .update(users)
    .set({ phoneNumber, phoneVerifiedAt: new Date() })
    .where(eq(users.id, user.id));
  const calls = await signedInCalls(t, user.email);
  await calls.put('/api/users/me/work-profile', {
    homeZip,
    travelRadiusMiles: 25,
    weekdays: [],
    openToOtherOrganizations: true,
  });
  const channels = {
    ...defaultNotificationChannels(),
    newShifts: { email: true, sms: true, push: true },
  };
  const saved = await calls.put('/api/users/me/notification-preferences', {
    channels,
    quietHours: null,
    timeZone: 'America/Chicago',
    newShiftsDigest: digest,
  });
  expect(saved.statusCode).toBe(200);
  return { ...user, phoneNumber };
}
