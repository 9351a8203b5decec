import { defaultNotificationChannels, UNSUBSCRIBE_MESSAGES } from '@chairside/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema.ts';
import { unsubscribeToken } from '../../src/modules/notifications/unsubscribe-tokens.ts';
import { findNotificationPreferencesAcrossOrganizations } from '../../src/modules/notifications/notification-preferences-queries.ts';
import { appForFile } from '../support/app.ts';
import { makeUser } from '../support/factories.ts';

/** Issue #14 §2: POST /unsubscribe, an email's one-click unsubscribe (no sign-in). */
const t = appForFile();
const URL = '/api/unsubscribe';

const tokenFor = (userId: number, group: 'offers' | 'newShifts' = 'offers') =>
  unsubscribeToken(t.config.jwtSecret, { userId, group });

const postToken = (token: unknown) =>
  t.app.inject({ method: 'POST', url: URL, payload: { token } });

describe('one-click unsubscribe', () => {
  it("turns off the email of the token's group only, starting from the defaults", async () => {
    const person = await makeUser(t.db);
    const response = await postToken(tokenFor(person.id));

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      group: 'offers',
      label: 'Offers',
      message:
        'You will no longer get emails about Offers. You can change this in Settings › Notifications.',
    });
    const saved = await findNotificationPreferencesAcrossOrganizations(t.db, person.id);
    expect(saved?.channels).toEqual({
      ...defaultNotificationChannels(),
      offers: { email: false, sms: true, push: true },
    });
    expect(saved?.quietHours).toBeNull();
  });

  it('keeps every other saved choice, and answers the same when used twice', async () => {
    const person = await makeUser(t.db);
    const chosen = {
      channels: {
        ...defaultNotificationChannels(),
        newShifts: { email: true, sms: true, push: false },
      },
      quietHours: { start: '22:00', end: '07:00' },
      timeZone: 'America/Chicago',
      newShiftsDigest: 'daily' as const,
    };
    await t.db
      .update(users)
      .set({ notificationPreferences: chosen })
      .where(eq(users.id, person.id));

    const first = await postToken(tokenFor(person.id, 'newShifts'));
    const second = await postToken(tokenFor(person.id, 'newShifts'));

    expect(first.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await findNotificationPreferencesAcrossOrganizations(t.db, person.id)).toEqual({
      ...chosen,
      channels: { ...chosen.channels, newShifts: { email: false, sms: true, push: false } },
    });
  });

  it("changes nobody else's preferences", async () => {
    const person = await makeUser(t.db);
    const other = await makeUser(t.db);
    await postToken(tokenFor(person.id));
    expect(await findNotificationPreferencesAcrossOrganizations(t.db, other.id)).toBeNull();
  });

  it('refuses a forged, tampered or malformed token with a 400 and changes nothing', async () => {
    const person = await makeUser(t.db);
    const victim = await makeUser(t.db);
    const genuine = tokenFor(person.id);
    const signature = genuine.split('.')[2];
    const forged = unsubscribeToken('another-secret-another-secret-0123456789', {
      userId: person.id,
      group: 'offers',
    });
    const refused = [
      forged,
      `${victim.id}.offers.${signature}`,
      `${person.id}.requests.${signature}`,
      `${person.id}.offers.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`,
      `0${genuine}`,
      'not-a-token',
      '',
      42,
      undefined,
    ];
    for (const token of refused) {
      const response = await postToken(token);
      expect(response.statusCode, String(token)).toBe(400);
      // A token of the wrong type is refused by the route's schema, which lists its messages.
      expect([response.json().message].flat()).toEqual([UNSUBSCRIBE_MESSAGES.invalidLink]);
    }
    expect(await findNotificationPreferencesAcrossOrganizations(t.db, person.id)).toBeNull();
    expect(await findNotificationPreferencesAcrossOrganizations(t.db, victim.id)).toBeNull();
  });

  it("answers 404 for the token of a deactivated or deleted person's account", async () => {
    const inactive = await makeUser(t.db, { isActive: false });
    const deleted = await makeUser(t.db);
    await t.db.delete(users).where(eq(users.id, deleted.id));

    for (const id of [inactive.id, deleted.id]) {
      const response = await postToken(tokenFor(id));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: UNSUBSCRIBE_MESSAGES.accountGone });
    }
    expect(await findNotificationPreferencesAcrossOrganizations(t.db, inactive.id)).toBeNull();
  });

  it("accepts a mail client's RFC 8058 one-click form POST with the token in the query", async () => {
    const person = await makeUser(t.db);
    const response = await t.app.inject({
      method: 'POST',
      url: `${URL}?token=${encodeURIComponent(tokenFor(person.id))}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });

    expect(response.statusCode).toBe(200);
    expect(response.json().group).toBe('offers');
    const saved = await findNotificationPreferencesAcrossOrganizations(t.db, person.id);
    expect(saved?.channels.offers.email).toBe(false);
  });

  it('accepts the one-click POST sent as multipart form data', async () => {
    const person = await makeUser(t.db);
    const boundary = 'chairside-boundary';
    const response = await t.app.inject({
      method: 'POST',
      url: `${URL}?token=${encodeURIComponent(tokenFor(person.id))}`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    });
    expect(response.statusCode).toBe(200);
    expect(
      (await findNotificationPreferencesAcrossOrganizations(t.db, person.id))?.channels.offers
        .email,
    ).toBe(false);
  });
});
