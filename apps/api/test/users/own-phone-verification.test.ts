import { PHONE_MESSAGES } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { latestSmsCode } from '../support/admin-world.ts';
import { appForFile } from '../support/app.ts';
import { makeUser } from '../support/factories.ts';
import { readOutbox } from '../support/outbox.ts';
import { agePhoneCodes, otherCode } from '../support/onboarding.ts';
import { signedInCalls } from '../support/session.ts';
import { queryRows } from '../support/sql.ts';

const t = appForFile();
let nextNumber = 2125550140;

/** A signed-in person who registered with a phone number nobody has verified yet. */
async function personWithUnverifiedPhone() {
  const phoneNumber = `+1${nextNumber++}`;
  const user = await makeUser(t.db, { phoneNumber });
  const calls = await signedInCalls(t, user.email);
  return { user, calls, phoneNumber };
}

async function phoneVerifiedAt(userId: number) {
  const [row] = await queryRows<{ phone_verified_at: Date | null }>(
    t.db,
    sql`select phone_verified_at from users where id = ${userId}`,
  );
  return row.phone_verified_at;
}

describe('a signed-in person verifies their own phone number (issue #14: texts need one)', () => {
  it('texts a code to the profile number, and the right code verifies it', async () => {
    const { user, calls, phoneNumber } = await personWithUnverifiedPhone();
    const sent = await calls.post('/api/users/me/phone/code');
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ message: PHONE_MESSAGES.ownCodeSent });

    const code = await latestSmsCode(t, phoneNumber);
    const verified = await calls.post('/api/users/me/phone/verify', { code });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ message: PHONE_MESSAGES.ownVerified });
    expect(await phoneVerifiedAt(user.id)).not.toBeNull();
    expect((await calls.get('/api/users/me')).json().phoneVerified).toBe(true);
  });

  it('refuses a wrong code with 400 and leaves the number unverified', async () => {
    const { user, calls, phoneNumber } = await personWithUnverifiedPhone();
    await calls.post('/api/users/me/phone/code');
    const code = otherCode(await latestSmsCode(t, phoneNumber));
    const response = await calls.post('/api/users/me/phone/verify', { code });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(PHONE_MESSAGES.invalidCode);
    expect(await phoneVerifiedAt(user.id)).toBeNull();
  });

  it('asks for a saved phone number first', async () => {
    const user = await makeUser(t.db);
    const calls = await signedInCalls(t, user.email);
    const response = await calls.post('/api/users/me/phone/code');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(PHONE_MESSAGES.noPhoneNumber);
  });

  it('says a verified number needs no code', async () => {
    const { calls, phoneNumber } = await personWithUnverifiedPhone();
    await calls.post('/api/users/me/phone/code');
    await calls.post('/api/users/me/phone/verify', { code: await latestSmsCode(t, phoneNumber) });
    const again = await calls.post('/api/users/me/phone/code');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(PHONE_MESSAGES.alreadyVerified);
  });

  it('waits a minute between codes', async () => {
    const { user, calls } = await personWithUnverifiedPhone();
    expect((await calls.post('/api/users/me/phone/code')).statusCode).toBe(200);
    expect((await calls.post('/api/users/me/phone/code')).statusCode).toBe(429);
    await agePhoneCodes(t, user.id);
    expect((await calls.post('/api/users/me/phone/code')).statusCode).toBe(200);
  });

  it('texts one number at most once a minute and five times a day, whichever of its people asks (issue #23 §7)', async () => {
    const first = await personWithUnverifiedPhone();
    const second = await makeUser(t.db, { phoneNumber: first.phoneNumber });
    const secondCalls = await signedInCalls(t, second.email);
    expect((await first.calls.post('/api/users/me/phone/code')).statusCode).toBe(200);
    const soon = await secondCalls.post('/api/users/me/phone/code');
    expect(soon.statusCode).toBe(429);
    expect(soon.json()).toEqual({ message: PHONE_MESSAGES.tooManyTexts('1 minute') });
    expect(Number(soon.headers['retry-after'])).toBeLessThanOrEqual(60);

    for (let text = 2; text <= 5; text += 1) {
      await agePhoneCodes(t, first.user.id);
      await agePhoneCodes(t, second.id);
      const calls = text % 2 === 0 ? secondCalls : first.calls;
      expect((await calls.post('/api/users/me/phone/code')).statusCode).toBe(200);
    }
    await agePhoneCodes(t, first.user.id);
    await agePhoneCodes(t, second.id);
    const sixth = await first.calls.post('/api/users/me/phone/code');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toMatch(/Please try again in \d+ hours\.$/);
    expect(await readOutbox(t.app, first.phoneNumber)).toHaveLength(5);
  });

  it('refuses a code that is not 4 digits with 400', async () => {
    const { calls } = await personWithUnverifiedPhone();
    const response = await calls.post('/api/users/me/phone/verify', { code: '12a' });
    expect(response.statusCode).toBe(400);
  });

  it('needs a signed-in caller', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/users/me/phone/code' });
    expect(response.statusCode).toBe(401);
  });
});
