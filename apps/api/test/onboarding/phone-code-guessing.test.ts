import { PHONE_MESSAGES, type PendingPhoneVerification } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_WRONG_TRIES_PER_USER } from '../../src/modules/auth/phone-verification.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import {
  buildAdminWorld,
  inviteAs,
  latestSmsCode,
  type AdminWorld,
} from '../support/admin-world.ts';
import { latestLinkCode, readOutbox } from '../support/outbox.ts';

let t: TestApp;
let world: AdminWorld;
beforeAll(async () => {
  t = await createTestApp();
  world = await buildAdminWorld(t);
});

let sequence = 0;
async function invitee() {
  sequence += 1;
  const email = `guess${sequence}@new.test`;
  const phone = `+1512555${String(4000 + sequence).padStart(4, '0')}`;
  await inviteAs(t, world, 'managerA', {
    name: `Guess Person ${sequence}`,
    email,
    position: 'employee',
  });
  const link = await latestLinkCode(t.app, email, '/auth/verify-invite');
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/invites/verify?code=${link}`,
    payload: { password: 'Invitee-Pass-7', jobTitle: 'Hygienist', phoneNumber: phone.slice(2) },
  });
  const session = response.json<PendingPhoneVerification>();
  return { userId: session.userId, session, phone, code: await latestSmsCode(t, phone) };
}

/** As if the user's earlier codes had taken `tries` wrong tries between them. */
async function spendTries(userId: number, tries: number) {
  await t.db.execute(sql`
    insert into one_time_codes (purpose, code_hash, user_id, expires_at, used_at, attempts)
    values ('phone_verification', 'spent', ${userId}, now(), now(), ${tries})`);
}

type Session = { userId: number; verificationToken: string };
const verifyPhone = (session: Session, code: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/verify-phone', payload: { ...session, code } });
const resend = (session: Session) =>
  t.app.inject({ method: 'POST', url: '/api/auth/resend-phone-verification', payload: session });

describe('phone codes: a lifetime bound on wrong tries', () => {
  it('allows 100 wrong tries in all, 1% of the 10,000 codes', () => {
    expect(MAX_WRONG_TRIES_PER_USER).toBe(100);
  });

  it('one try short of the bound, the right code still verifies', async () => {
    const { userId, session, code } = await invitee();
    await spendTries(userId, MAX_WRONG_TRIES_PER_USER - 1);
    expect((await verifyPhone(session, code)).statusCode).toBe(200);
  });

  it('at the bound even the right code is refused, and no new code is texted', async () => {
    const { userId, session, code, phone } = await invitee();
    await spendTries(userId, MAX_WRONG_TRIES_PER_USER);
    const verify = await verifyPhone(session, code);
    expect(verify.statusCode).toBe(429);
    expect(verify.json()).toEqual({ message: PHONE_MESSAGES.blocked });
    await t.db.execute(sql`
      update one_time_codes set created_at = created_at - interval '2 minutes'
      where user_id = ${userId}`);
    const again = await resend(session);
    expect(again.statusCode).toBe(429);
    expect(again.json()).toEqual({ message: PHONE_MESSAGES.blocked });
    expect(await readOutbox(t.app, phone)).toHaveLength(1);
  });
});
