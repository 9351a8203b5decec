import { defaultNotificationChannels, NOTIFICATION_PREFERENCE_MESSAGES } from '@chairside/domain';
import { describe, expect, it } from 'vitest';
import { appForFile } from '../support/app.ts';
import { makeUser } from '../support/factories.ts';
import { signedInCalls } from '../support/session.ts';

/** Issue #14 §2: GET and PUT /users/me/notification-preferences. */
const t = appForFile();
const URL = '/api/users/me/notification-preferences';

async function signedIn() {
  const user = await makeUser(t.db);
  return await signedInCalls(t, user.email);
}

const chosen = {
  channels: {
    ...defaultNotificationChannels(),
    newShifts: { email: false, sms: true, push: false },
  },
  quietHours: { start: '21:30', end: '06:45' },
  timeZone: 'America/Denver',
  newShiftsDigest: 'daily',
};

describe('a person keeps notification preferences', () => {
  it('answers the defaults before any are saved', async () => {
    const response = await (await signedIn()).get(URL);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      channels: {
        newShifts: { email: true, sms: false, push: true },
        requests: { email: true, sms: false, push: true },
        offers: { email: true, sms: true, push: true },
        decisions: { email: true, sms: true, push: true },
        shiftChanges: { email: true, sms: false, push: true },
        cancellations: { email: true, sms: true, push: true },
        credentials: { email: true, sms: false, push: true },
        timesheets: { email: true, sms: false, push: true },
      },
      quietHours: null,
      timeZone: 'America/New_York',
      newShiftsDigest: 'instant',
    });
  });

  it('saves the whole body and answers it back', async () => {
    const calls = await signedIn();
    const saved = await calls.put(URL, chosen);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(chosen);
    expect((await calls.get(URL)).json()).toEqual(chosen);
  });

  it("changes only the signed-in person's own preferences", async () => {
    await (await signedIn()).put(URL, chosen);
    const other = await (await signedIn()).get(URL);
    expect(other.json().newShiftsDigest).toBe('instant');
  });

  it('refuses an unknown group or channel with a 400', async () => {
    const calls = await signedIn();
    const unknownGroup = await calls.put(URL, {
      ...chosen,
      channels: { ...chosen.channels, marketing: { email: true, sms: true, push: true } },
    });
    expect(unknownGroup.statusCode).toBe(400);
    const unknownChannel = await calls.put(URL, {
      ...chosen,
      channels: { ...chosen.channels, offers: { email: true, sms: true, push: true, fax: true } },
    });
    expect(unknownChannel.statusCode).toBe(400);
  });

  it('refuses an unknown time zone with its message', async () => {
    const response = await (await signedIn()).put(URL, { ...chosen, timeZone: 'Mars/Olympus' });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain(
      NOTIFICATION_PREFERENCE_MESSAGES.unknownTimeZone,
    );
  });

  it('refuses a body missing a field with a 400', async () => {
    const missing: Partial<typeof chosen> = { ...chosen };
    delete missing.quietHours;
    expect((await (await signedIn()).put(URL, missing)).statusCode).toBe(400);
  });

  it('answers 401 without sign-in', async () => {
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
  });
});
