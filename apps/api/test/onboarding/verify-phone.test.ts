import { PHONE_MESSAGES, type PendingPhoneVerification } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminWorldForFile } from '../support/admin-file.ts';
import { callsAs } from '../support/app.ts';
import { latestSmsCode } from '../support/admin-world.ts';
import { readOutbox } from '../support/outbox.ts';
import {
  agePhoneCodes,
  INVITEE_PASSWORD,
  onboardingPerson,
  otherCode,
  resendCall,
  verifyPhoneCall,
} from '../support/onboarding.ts';
import { login } from '../support/session.ts';
import { queryRows } from '../support/sql.ts';

const { t, world, get } = adminWorldForFile();

/** The onboarding step verify-invite opened: the user id and its pending-verification token. */
type Onboarding = Pick<PendingPhoneVerification, 'userId' | 'verificationToken'>;

const verifyPhone = ({ userId, verificationToken }: Onboarding, code: string) =>
  verifyPhoneCall(t, { userId, verificationToken, code });
const resend = ({ userId, verificationToken }: Onboarding) =>
  resendCall(t, { userId, verificationToken });
const accepted = () => onboardingPerson(t, world, 'phone');

async function phoneVerifiedAt(userId: number) {
  const [row] = await queryRows<{ phone_verified_at: Date | null }>(
    t.db,
    sql`select phone_verified_at from users where id = ${userId}`,
  );
  return row.phone_verified_at;
}

async function inviteRow(inviteId: number) {
  const list = await get('adminA', '/api/invites?limit=100');
  return list.json().items.find((row: { id: number }) => row.id === inviteId);
}

describe('POST /api/auth/verify-phone', () => {
  it('the right code verifies the phone and turns the invite Verified', async () => {
    const { invite, session, userId, code } = await accepted();
    expect((await inviteRow(invite.id)).isVerified).toBe(false);
    const response = await verifyPhone(session, code);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: expect.any(String) });
    expect(await phoneVerifiedAt(userId)).not.toBeNull();
    expect((await inviteRow(invite.id)).isVerified).toBe(true);
  });

  it('the verified user can then log in and is who the invite said', async () => {
    const { email, session, userId, code } = await accepted();
    expect((await verifyPhone(session, code)).statusCode).toBe(200);
    const response = await login(t.app, email, INVITEE_PASSWORD);
    expect(response.statusCode).toBe(200);
    const me = await callsAs(t.app, response.json().access_token).get('/api/users/me');
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
    const { invite, session, userId, code } = await accepted();
    const response = await verifyPhone(session, otherCode(code));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Invalid verification code' });
    expect(await phoneVerifiedAt(userId)).toBeNull();
    expect((await inviteRow(invite.id)).isVerified).toBe(false);
  });

  it('four wrong tries still leave the right code usable', async () => {
    const { session, code } = await accepted();
    for (let attempt = 0; attempt < 4; attempt += 1) {
      expect((await verifyPhone(session, otherCode(code))).statusCode).toBe(400);
    }
    expect((await verifyPhone(session, code)).statusCode).toBe(200);
  });

  it('after 5 wrong tries even the right code is refused (429)', async () => {
    const { invite, session, userId, code } = await accepted();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await verifyPhone(session, otherCode(code));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Invalid verification code' });
    }
    const locked = await verifyPhone(session, code);
    expect(locked.statusCode).toBe(429);
    expect(await phoneVerifiedAt(userId)).toBeNull();
    expect((await inviteRow(invite.id)).isVerified).toBe(false);
  });

  it('a fresh code after a lockout works', async () => {
    const { phone, session, userId, code } = await accepted();
    for (let attempt = 0; attempt < 5; attempt += 1) await verifyPhone(session, otherCode(code));
    await agePhoneCodes(t, userId);
    expect((await resend(session)).statusCode).toBe(200);
    const fresh = await latestSmsCode(t, phone);
    expect((await verifyPhone(session, fresh)).statusCode).toBe(200);
  });

  it('refuses a code that is not 4 digits (400)', async () => {
    const { session } = await accepted();
    const response = await verifyPhone(session, '12a4');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('Please enter the 4-digit verification code');
  });

  it("a user's code does not verify another user", async () => {
    const first = await accepted();
    const second = await accepted();
    // Two random codes agree once in 10,000: give the second user a new one until they differ.
    for (let round = 0; round < 5 && second.code === first.code; round += 1) {
      await agePhoneCodes(t, second.userId);
      await resend(second.session);
      second.code = await latestSmsCode(t, second.phone);
    }
    expect(second.code).not.toBe(first.code);
    const response = await verifyPhone(second.session, first.code);
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
    const { phone, session } = await accepted();
    const response = await resend(session);
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
    const { session, userId } = await accepted();
    await agePhoneCodes(t, userId, 45);
    const response = await resend(session);
    expect(response.statusCode).toBe(429);
    const seconds = Number(response.json().message.match(/(\d+) seconds/)[1]);
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(15);
  });

  it('after the cooldown texts a new code that works while the old one does not', async () => {
    const { phone, session, userId, code: old } = await accepted();
    let fresh = old;
    // A new random code equals the old one once in 10,000: ask again until they differ.
    for (let round = 0; round < 5 && fresh === old; round += 1) {
      await agePhoneCodes(t, userId);
      const response = await resend(session);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: expect.any(String) });
      fresh = await latestSmsCode(t, phone);
    }
    expect(fresh).not.toBe(old);
    const texts = await readOutbox(t.app, phone);
    expect(texts.length).toBeGreaterThanOrEqual(2);
    expect(texts.every((text) => text.channel === 'sms')).toBe(true);

    const withOld = await verifyPhone(session, old);
    expect(withOld.statusCode).toBe(400);
    expect(await phoneVerifiedAt(userId)).toBeNull();
    expect((await verifyPhone(session, fresh)).statusCode).toBe(200);
    expect(await phoneVerifiedAt(userId)).not.toBeNull();
  });

  it('a resend right after a resend is refused again', async () => {
    const { session, userId } = await accepted();
    await agePhoneCodes(t, userId);
    expect((await resend(session)).statusCode).toBe(200);
    expect((await resend(session)).statusCode).toBe(429);
  });

  it('a verified phone gets no new code: its token is spent, and the answer is the one for any stranger', async () => {
    const { phone, session, userId, code } = await accepted();
    expect((await verifyPhone(session, code)).statusCode).toBe(200);
    await agePhoneCodes(t, userId);
    const response = await resend(session);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: PHONE_MESSAGES.sessionInvalid });
    expect(await readOutbox(t.app, phone)).toHaveLength(1);
  });
});
