import { PHONE_MESSAGES } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MAX_WRONG_TRIES_PER_USER } from '../../src/modules/auth/phone-verification.ts';
import { adminWorldForFile } from '../support/admin-file.ts';
import { onboardingPerson, resendCall, verifyPhoneCall } from '../support/onboarding.ts';
import { readOutbox } from '../support/outbox.ts';

const { t, world } = adminWorldForFile();

const invitee = () => onboardingPerson(t, world, 'guess');

/** As if the user's earlier codes had taken `tries` wrong tries between them. */
async function spendTries(userId: number, tries: number) {
  await t.db.execute(sql`
    insert into one_time_codes (purpose, code_hash, user_id, expires_at, used_at, attempts)
    values ('phone_verification', 'spent', ${userId}, now(), now(), ${tries})`);
}

type Session = { userId: number; verificationToken: string };
const verifyPhone = (session: Session, code: string) => verifyPhoneCall(t, { ...session, code });
const resend = (session: Session) => resendCall(t, session);

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
