import { PHONE_MESSAGES } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MAX_WRONG_TRIES_PER_USER } from '../../src/modules/auth/phone-verification.ts';
import { adminWorldForFile } from '../support/admin-file.ts';
import { latestSmsCode, type ActorKey } from '../support/admin-world.ts';
import { makeUser } from '../support/factories.ts';
import {
  acceptedInvite,
  invitedPerson,
  onboardingPerson,
  agePhoneCodes,
  INVITEE_PASSWORD,
  otherCode,
  resendCall,
  verifyPhoneCall,
} from '../support/onboarding.ts';
import { latestLinkCode, readOutbox } from '../support/outbox.ts';
import { login } from '../support/session.ts';
import { queryRows } from '../support/sql.ts';
import { letAMinutePass } from '../support/throttles.ts';

/**
 * Issue #11, item 4. Without signing in, anyone could burn a user's 100 wrong phone-code tries
 * with nothing but their user id, blocking that invite for good, and the 404 / 'already
 * verified' answers told which ids exist. verify-phone and resend now need the pending-
 * verification token POST /invites/verify handed to the invitee; an administrator can restart
 * a stuck onboarding by resending the invite.
 */
const { t, world, get, post } = adminWorldForFile();

/** Someone invited into A who accepted the invite: the invite, their session and texted code. */
const onboarding = () => onboardingPerson(t, world, 'grief');

async function wrongTriesOf(userId: number) {
  const [row] = await queryRows<{ tries: number }>(
    t.db,
    sql`select coalesce(sum(attempts), 0)::int as tries from one_time_codes
        where user_id = ${userId} and purpose = 'phone_verification'`,
  );
  return row.tries;
}

async function phoneVerified(userId: number) {
  const [row] = await queryRows<{ verified: boolean }>(
    t.db,
    sql`select phone_verified_at is not null as verified from users where id = ${userId}`,
  );
  return row.verified;
}

const FORGED_TOKEN = 'A'.repeat(43);
const REFUSED = { message: PHONE_MESSAGES.sessionInvalid };

describe('a stranger holding only a user id can do nothing', () => {
  it('verify-phone and resend answer the same 400 for an unknown, a pending and a verified user id', async () => {
    const pending = await onboarding();
    const verified = await onboarding();
    expect(
      (
        await verifyPhoneCall(t, {
          ...verified.session,
          code: verified.code,
        })
      ).statusCode,
    ).toBe(200);
    const ids = [2_000_000_000, pending.session.userId, verified.session.userId];
    for (const userId of ids) {
      for (const verificationToken of [FORGED_TOKEN, undefined]) {
        const verify = await verifyPhoneCall(t, { userId, verificationToken, code: '1234' });
        expect({ status: verify.statusCode, body: verify.json() }).toEqual({
          status: 400,
          body: verificationToken ? REFUSED : { message: [PHONE_MESSAGES.sessionInvalid] },
        });
        const resend = await resendCall(t, { userId, verificationToken });
        expect(resend.statusCode).toBe(400);
        expect(resend.json().message).toEqual(
          verificationToken ? PHONE_MESSAGES.sessionInvalid : [PHONE_MESSAGES.sessionInvalid],
        );
      }
    }
  });

  it('a hundred and fifty wrong codes with a forged token count nothing against the user, text nothing, and the invitee still verifies', async () => {
    const { session, phone, code: smsCode } = await onboarding();
    for (let guess = 1; guess <= 150; guess += 1) {
      const response = await verifyPhoneCall(t, {
        userId: session.userId,
        verificationToken: FORGED_TOKEN,
        code: otherCode(smsCode, guess),
      });
      expect(response.statusCode).toBe(400);
    }
    await agePhoneCodes(t, session.userId);
    for (let ask = 0; ask < 10; ask += 1) {
      await resendCall(t, { userId: session.userId, verificationToken: FORGED_TOKEN });
    }
    expect(await wrongTriesOf(session.userId)).toBe(0);
    expect(await readOutbox(t.app, phone)).toHaveLength(1);
    expect((await verifyPhoneCall(t, { ...session, code: smsCode })).statusCode).toBe(200);
  });

  it("another invitee's token does not open this user's verification", async () => {
    const victim = await onboarding();
    const attacker = await onboarding();
    const response = await verifyPhoneCall(t, {
      userId: victim.session.userId,
      verificationToken: attacker.session.verificationToken,
      code: victim.code,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(REFUSED);
    expect(await phoneVerified(victim.session.userId)).toBe(false);
  });

  it('the token is spent by the verification and expires after 24 hours', async () => {
    const done = await onboarding();
    expect((await verifyPhoneCall(t, { ...done.session, code: done.code })).statusCode).toBe(200);
    const again = await verifyPhoneCall(t, { ...done.session, code: done.code });
    expect(again.json()).toEqual(REFUSED);

    const late = await onboarding();
    await t.db.execute(sql`
      update one_time_codes set expires_at = now() - interval '1 second'
      where user_id = ${late.session.userId} and purpose = 'phone_onboarding'`);
    const expired = await verifyPhoneCall(t, { ...late.session, code: late.code });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual(REFUSED);
  });

  it('stores only a hash of the token', async () => {
    const { session } = await onboarding();
    const rows = await queryRows<{ code_hash: string }>(
      t.db,
      sql`select code_hash from one_time_codes
          where user_id = ${session.userId} and purpose = 'phone_onboarding'`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].code_hash).not.toContain(session.verificationToken);
  });
});

describe('POST /api/invites/:id/resend restarts a stuck onboarding', () => {
  it('an invitee who spent every wrong try accepts the resent invite again: new password, job title and phone, tries cleared, a new token', async () => {
    const { invite, email, phone, session } = await onboarding();
    await t.db.execute(sql`
      update one_time_codes set attempts = ${MAX_WRONG_TRIES_PER_USER}
      where user_id = ${session.userId} and purpose = 'phone_verification'`);
    const smsCode = await latestSmsCode(t, phone);
    expect((await verifyPhoneCall(t, { ...session, code: smsCode })).statusCode).toBe(429);

    // Past the minute between two emails of one invite.
    await letAMinutePass(t);
    const resent = await post('adminA', `/api/invites/${invite.id}/resend`);
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toMatchObject({ id: invite.id, isVerified: false });
    const link = await latestLinkCode(t.app, email, '/auth/verify-invite');
    const again = await acceptedInvite(t, link, {
      phoneNumber: '3035550177',
      password: 'Second-Pass-99',
      jobTitle: 'Front Desk',
    });
    expect(again.session).toMatchObject({ userId: session.userId, phoneNumber: '+13035550177' });
    expect(again.session.verificationToken).not.toBe(session.verificationToken);
    expect(await wrongTriesOf(session.userId)).toBe(0);

    // The earlier token is dead; the new one verifies the new phone.
    expect((await verifyPhoneCall(t, { ...session, code: again.smsCode })).json()).toEqual(REFUSED);
    const verified = await verifyPhoneCall(t, { ...again.session, code: again.smsCode });
    expect(verified.statusCode).toBe(200);
    expect((await login(t.app, email, INVITEE_PASSWORD)).statusCode).toBe(401);
    expect((await login(t.app, email, 'Second-Pass-99')).statusCode).toBe(200);
    const list = await get('adminA', '/api/invites?limit=100');
    const row = list.json().items.find((item: { id: number }) => item.id === invite.id);
    expect(row).toMatchObject({ isVerified: true, jobTitle: 'Front Desk' });
  });

  it('an invite not yet accepted gets a fresh link; the earlier link stops working', async () => {
    const {
      invite,
      email,
      link: first,
    } = await invitedPerson(t, world, 'resend', { by: 'adminA' });
    // Past the minute between two emails of one invite.
    await letAMinutePass(t);
    const resent = await post('managerA', `/api/invites/${invite.id}/resend`);
    expect(resent.statusCode).toBe(200);
    const messages = await readOutbox(t.app, email);
    expect(messages).toHaveLength(2);
    const second = await latestLinkCode(t.app, email, '/auth/verify-invite');
    expect(second).not.toBe(first);
    const old = await t.app.inject({
      method: 'POST',
      url: `/api/invites/verify?code=${first}`,
      payload: { password: INVITEE_PASSWORD, jobTitle: 'Hygienist', phoneNumber: '5125557001' },
    });
    expect(old.statusCode).toBe(400);
    await acceptedInvite(t, second, { phoneNumber: '5125557002' });
  });

  it('a verified invite is not resent (409)', async () => {
    const { invite, session, code: smsCode } = await onboarding();
    expect((await verifyPhoneCall(t, { ...session, code: smsCode })).statusCode).toBe(200);
    const response = await post('adminA', `/api/invites/${invite.id}/resend`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'This invite has already been accepted' });
  });

  it.each<[string, ActorKey, number]>([
    ['an employee', 'employeeA', 403],
    ['a location manager, for a manager invite', 'locationManagerA', 403],
    ['the admin of another organization', 'adminB', 404],
    ['an independent professional', 'independent', 403],
  ])('is refused to %s (%s), as deleting the invite is: %i', async (_who, actor, status) => {
    const { invite, email } = await invitedPerson(t, world, 'guarded', {
      by: 'adminA',
      position: 'manager',
    });
    const response = await post(actor, `/api/invites/${invite.id}/resend`);
    expect(response.statusCode).toBe(status);
    expect(await readOutbox(t.app, email)).toHaveLength(1);
  });

  it('answers 401 without a token', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/invites/1/resend' });
    expect(response.statusCode).toBe(401);
  });

  it('the resender becomes the inviter: the invite of a deactivated manager works again once an admin resends it', async () => {
    const manager = await makeUser(t.db, {
      email: 'gone.manager@alder.test',
      position: 'manager',
      organizationId: world.a.organization.id,
    });
    const token = await t.tokens.sign(manager.id);
    const email = 'orphan@new.test';
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/invites',
      headers: { authorization: `Bearer ${token}` },
      payload: { name: 'Orphan Invitee', email, position: 'employee' },
    });
    expect(created.statusCode).toBe(201);
    await t.db.execute(sql`update users set is_active = false where id = ${manager.id}`);
    // Past the minute between two emails of one invite.
    await letAMinutePass(t);
    const resent = await post('adminA', `/api/invites/${created.json().id}/resend`);
    expect(resent.statusCode).toBe(200);
    const link = await latestLinkCode(t.app, email, '/auth/verify-invite');
    await acceptedInvite(t, link, { phoneNumber: '5125557003' });
  });
});
