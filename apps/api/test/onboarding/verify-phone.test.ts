import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../support/app.ts';
import {
  buildAdminWorld,
  callAs,
  inviteAs,
  latestSmsCode,
  type AdminWorld,
} from '../support/admin-world.ts';
import { latestLinkCode, readOutbox } from '../support/outbox.ts';
import { login } from '../support/session.ts';
import { queryRows } from '../support/sql.ts';

let t: TestApp;
let world: AdminWorld;
beforeAll(async () => {
  t = await createTestApp();
  world = await buildAdminWorld(t);
});

const PASSWORD = 'Invitee-Pass-7';

const verifyPhone = (userId: number, code: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/verify-phone', payload: { userId, code } });
const resend = (userId: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/resend-phone-verification',
    payload: { userId },
  });

/** A code that is certainly not `code`. */
const wrongCode = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

let sequence = 0;
/** Invites someone into A and accepts the invite: answers the new user and the texted code. */
async function accepted() {
  sequence += 1;
  const email = `phone${sequence}@new.test`;
  const phone = `+1512555${String(2000 + sequence).padStart(4, '0')}`;
  const invite = await inviteAs(t, world, 'managerA', {
    name: `Phone Person ${sequence}`,
    email,
    position: 'employee',
  });
  const link = await latestLinkCode(t.app, email, '/auth/verify-invite');
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/invites/verify?code=${link}`,
    payload: { password: PASSWORD, jobTitle: 'Hygienist', phoneNumber: phone.slice(2) },
  });
  expect(response.statusCode).toBe(200);
  const { userId } = response.json() as { userId: number };
  return { invite, email, phone, userId, code: await latestSmsCode(t, phone) };
}

/** Moves every phone code of the user back in time, as if the cooldown had passed. */
async function ageCodes(userId: number, seconds = 61) {
  await t.db.execute(sql`
    update one_time_codes set created_at = created_at - make_interval(secs => ${seconds})
    where user_id = ${userId} and purpose = 'phone_verification'`);
}

async function phoneVerifiedAt(userId: number) {
  const [row] = await queryRows<{ phone_verified_at: Date | null }>(
    t.db,
    sql`select phone_verified_at from users where id = ${userId}`,
  );
  return row.phone_verified_at;
}

async function inviteRow(inviteId: number) {
  const list = await callAs(t, world, 'adminA', { url: '/api/invites?limit=100' });
  return list.json().items.find((row: { id: number }) => row.id === inviteId);
}

describe('POST /api/auth/verify-phone', () => {
  it('the right code verifies the phone and turns the invite Verified', async () => {
    const { invite, userId, code } = await accepted();
    expect((await inviteRow(invite.id)).isVerified).toBe(false);
    const response = await verifyPhone(userId, code);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: expect.any(String) });
    expect(await phoneVerifiedAt(userId)).not.toBeNull();
    expect((await inviteRow(invite.id)).isVerified).toBe(true);
  });

  it('the verified user can then log in and is who the invite said', async () => {
    const { email, userId, code } = await accepted();
    expect((await verifyPhone(userId, code)).statusCode).toBe(200);
    const response = await login(t.app, email, PASSWORD);
    expect(response.statusCode).toBe(200);
    const me = await t.app.inject({
      url: '/api/users/me',
      headers: bearer(response.json().access_token),
    });
    expect(me.json()).toMatchObject({
      id: userId,
      email,
      position: 'employee',
      organizationId: world.a.organization.id,
      organizationName: 'Alder Dental',
      jobTitle: 'Hygienist',
    });
  });

  it('a wrong code answers 400 Invalid verification code and verifies nothing', async () => {
    const { invite, userId, code } = await accepted();
    const response = await verifyPhone(userId, wrongCode(code));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Invalid verification code' });
    expect(await phoneVerifiedAt(userId)).toBeNull();
    expect((await inviteRow(invite.id)).isVerified).toBe(false);
  });

  it('four wrong tries still leave the right code usable', async () => {
    const { userId, code } = await accepted();
    for (let attempt = 0; attempt < 4; attempt += 1) {
      expect((await verifyPhone(userId, wrongCode(code))).statusCode).toBe(400);
    }
    expect((await verifyPhone(userId, code)).statusCode).toBe(200);
  });

  it('after 5 wrong tries even the right code is refused (429)', async () => {
    const { invite, userId, code } = await accepted();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await verifyPhone(userId, wrongCode(code));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Invalid verification code' });
    }
    const locked = await verifyPhone(userId, code);
    expect(locked.statusCode).toBe(429);
    expect(await phoneVerifiedAt(userId)).toBeNull();
    expect((await inviteRow(invite.id)).isVerified).toBe(false);
  });

  it('a fresh code after a lockout works', async () => {
    const { phone, userId, code } = await accepted();
    for (let attempt = 0; attempt < 5; attempt += 1) await verifyPhone(userId, wrongCode(code));
    await ageCodes(userId);
    expect((await resend(userId)).statusCode).toBe(200);
    const fresh = await latestSmsCode(t, phone);
    expect((await verifyPhone(userId, fresh)).statusCode).toBe(200);
  });

  it('refuses a code that is not 4 digits (400)', async () => {
    const { userId } = await accepted();
    const response = await verifyPhone(userId, '12a4');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('Please enter the 4-digit verification code');
  });

  it("a user's code does not verify another user", async () => {
    const first = await accepted();
    const second = await accepted();
    // Two random codes agree once in 10,000: give the second user a new one until they differ.
    for (let round = 0; round < 5 && second.code === first.code; round += 1) {
      await ageCodes(second.userId);
      await resend(second.userId);
      second.code = await latestSmsCode(t, second.phone);
    }
    expect(second.code).not.toBe(first.code);
    const response = await verifyPhone(second.userId, first.code);
    expect(response.statusCode).toBe(400);
    expect(await phoneVerifiedAt(second.userId)).toBeNull();
  });

  it('stores only a keyed hash of the texted code', async () => {
    const { userId, code } = await accepted();
    const rows = await queryRows<{ code_hash: string }>(
      t.db,
      sql`select code_hash from one_time_codes
          where user_id = ${userId} and purpose = 'phone_verification'`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].code_hash).not.toBe(code);
    expect(rows[0].code_hash).not.toContain(code);
    expect(rows[0].code_hash).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('POST /api/auth/resend-phone-verification', () => {
  it('inside 60 s answers 429 Please wait N seconds before requesting a new code', async () => {
    const { phone, userId } = await accepted();
    const response = await resend(userId);
    expect(response.statusCode).toBe(429);
    const match = response
      .json()
      .message.match(/^Please wait (\d+) seconds before requesting a new code$/);
    expect(match).not.toBeNull();
    const seconds = Number(match[1]);
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(await readOutbox(t.app, phone)).toHaveLength(1);
  });

  it('the wait counts down with the age of the last code', async () => {
    const { userId } = await accepted();
    await ageCodes(userId, 45);
    const response = await resend(userId);
    expect(response.statusCode).toBe(429);
    const seconds = Number(response.json().message.match(/(\d+) seconds/)[1]);
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(15);
  });

  it('after the cooldown texts a new code that works while the old one does not', async () => {
    const { phone, userId, code: old } = await accepted();
    let fresh = old;
    // A new random code equals the old one once in 10,000: ask again until they differ.
    for (let round = 0; round < 5 && fresh === old; round += 1) {
      await ageCodes(userId);
      const response = await resend(userId);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: expect.any(String) });
      fresh = await latestSmsCode(t, phone);
    }
    expect(fresh).not.toBe(old);
    const texts = await readOutbox(t.app, phone);
    expect(texts.length).toBeGreaterThanOrEqual(2);
    expect(texts.every((text) => text.channel === 'sms')).toBe(true);

    const withOld = await verifyPhone(userId, old);
    expect(withOld.statusCode).toBe(400);
    expect(await phoneVerifiedAt(userId)).toBeNull();
    expect((await verifyPhone(userId, fresh)).statusCode).toBe(200);
    expect(await phoneVerifiedAt(userId)).not.toBeNull();
  });

  it('a resend right after a resend is refused again', async () => {
    const { userId } = await accepted();
    await ageCodes(userId);
    expect((await resend(userId)).statusCode).toBe(200);
    expect((await resend(userId)).statusCode).toBe(429);
  });

  it('a verified phone gets no new code', async () => {
    const { phone, userId, code } = await accepted();
    expect((await verifyPhone(userId, code)).statusCode).toBe(200);
    await ageCodes(userId);
    const response = await resend(userId);
    expect(response.statusCode).toBe(400);
    expect(await readOutbox(t.app, phone)).toHaveLength(1);
  });
});
