import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminWorldForFile } from '../support/admin-file.ts';
import { callsAs } from '../support/app.ts';
import { makeUser, TEST_PASSWORD } from '../support/factories.ts';
import { acceptInvite } from '../support/onboarding.ts';
import { employeeInvite } from '../support/payloads.ts';
import { latestLinkCode, readOutbox } from '../support/outbox.ts';
import { signIn } from '../support/session.ts';

/**
 * Issue #11, item 6. Inviting someone who already has an account with no organization (an
 * independent professional) answered 409. Now the invite email asks them to sign in and
 * accept, and POST /api/invites/accept joins them to the organization with the invited
 * position. Nobody already in an organization can be pulled out of it by an invite.
 */
const { t, world, get, post, invite, refused } = adminWorldForFile();

let sequence = 0;
/** A fresh independent professional (no organization, employee) and their token. */
async function independent() {
  sequence += 1;
  const user = await makeUser(t.db, {
    email: `freelance${sequence}@example.test`,
    name: `Free Lance ${sequence}`,
    jobTitle: 'Hygienist',
  });
  return { user, token: await signIn(t.app, user.email, TEST_PASSWORD) };
}

const accept = (token: string | null, code: string) =>
  callsAs(t.app, token).post('/api/invites/accept', { code });

const me = async (token: string) => (await callsAs(t.app, token).get('/api/users/me')).json();

describe('inviting an independent professional', () => {
  it('the whole flow: invited as a location manager, signs in, accepts, and works in the organization', async () => {
    const { user, token } = await independent();
    const [north] = world.a.locations;
    const pending = await invite('adminA', {
      name: 'Free Lance',
      email: user.email,
      position: 'location_manager',
      managingLocationIds: [north.id],
    });
    expect(pending).toMatchObject({ isVerified: false, organizationId: world.a.organization.id });

    const [email] = await readOutbox(t.app, user.email);
    expect(email.subject).toContain('Alder Dental');
    expect(email.text).toContain('sign in and accept');
    expect(email.text).toContain(`${t.config.publicUrl}/auth/accept-invite?code=`);
    expect(email.text).not.toContain('/auth/verify-invite');
    const code = await latestLinkCode(t.app, user.email, '/auth/accept-invite');

    expect((await accept(null, code)).statusCode).toBe(401);
    const response = await accept(token, code);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      organizationId: world.a.organization.id,
      organizationName: 'Alder Dental',
      position: 'location_manager',
    });
    expect(await me(token)).toMatchObject({
      id: user.id,
      organizationId: world.a.organization.id,
      organizationName: 'Alder Dental',
      position: 'location_manager',
      locationIds: [north.id],
    });
    const list = await get('adminA', `/api/invites?search=${encodeURIComponent(user.email)}`);
    expect(list.json().items).toEqual([
      expect.objectContaining({ id: pending.id, isVerified: true, jobTitle: 'Hygienist' }),
    ]);
    // The member is now in A's users list, and the link is spent.
    const users = await get('managerA', `/api/users/${user.id}`);
    expect(users.statusCode).toBe(200);
    const again = await accept(token, code);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      message: 'This invite link is invalid or has already been used',
    });
  });

  it('only the invited address may accept: another signed-in account gets 403 and the link still works', async () => {
    const invitee = await independent();
    const other = await independent();
    await invite('managerA', employeeInvite('Right Person', invitee.user.email));
    const code = await latestLinkCode(t.app, invitee.user.email, '/auth/accept-invite');
    await refused(
      403,
      () => accept(other.token, code),
      'This invite was sent to another email address. Please sign in with the address it was sent to.',
    );
    expect((await accept(invitee.token, code)).statusCode).toBe(200);
    expect(await me(invitee.token)).toMatchObject({
      organizationId: world.a.organization.id,
      position: 'employee',
    });
  });

  it('a garbage code answers 400', async () => {
    const { token } = await independent();
    const response = await accept(token, 'not-a-real-code');
    expect(response.statusCode).toBe(400);
  });

  it('the new-account form cannot be used on the address: verify-invite answers 409', async () => {
    const { user } = await independent();
    await invite('adminA', employeeInvite('Form Person', user.email));
    const code = await latestLinkCode(t.app, user.email, '/auth/accept-invite');
    const response = await acceptInvite(t, code, { phoneNumber: '5125559001' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'An account with this email already exists' });
  });

  it('an inviter who may no longer grant the position makes the acceptance fail (409)', async () => {
    const { user, token } = await independent();
    const inviter = await makeUser(t.db, {
      email: `short.lived${sequence}@alder.test`,
      position: 'manager',
      organizationId: world.a.organization.id,
    });
    const created = await callsAs(t.app, await t.tokens.sign(inviter.id)).post('/api/invites', {
      name: 'Would Be Manager',
      email: user.email,
      position: 'manager',
    });
    expect(created.statusCode).toBe(201);
    await t.db.execute(sql`update users set is_active = false where id = ${inviter.id}`);
    const code = await latestLinkCode(t.app, user.email, '/auth/accept-invite');
    const response = await accept(token, code);
    expect(response.statusCode).toBe(409);
    expect(await me(token)).toMatchObject({ organizationId: null, position: 'employee' });
  });
});

describe('nobody in an organization can be pulled out of it by an invite', () => {
  it.each([
    ['a member of another organization', 'employee.b@birch.test'],
    ['a platform admin', 'platform@chairside.test'],
  ])('inviting %s still answers 409 with the message of today', async (_who, email) => {
    const response = await post('adminA', '/api/invites', employeeInvite('Taken Person', email));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'A user with this email already exists' });
    expect(await readOutbox(t.app, email)).toEqual([]);
  });

  it('two organizations invite the same professional: the first accepted wins, the second answers 409', async () => {
    const { user, token } = await independent();
    await invite('adminA', employeeInvite('Popular', user.email));
    const codeA = await latestLinkCode(t.app, user.email, '/auth/accept-invite');
    await invite('adminB', { name: 'Popular', email: user.email, position: 'manager' });
    const codeB = await latestLinkCode(t.app, user.email, '/auth/accept-invite');

    expect((await accept(token, codeB)).statusCode).toBe(200);
    const late = await accept(token, codeA);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      message:
        'You already belong to an organization, so this invite cannot be accepted with this account.',
    });
    expect(await me(token)).toMatchObject({
      organizationId: world.b.organization.id,
      position: 'manager',
    });
  });

  it('two acceptances at once: exactly one organization wins', async () => {
    const { user, token } = await independent();
    await invite('adminA', employeeInvite('Racer', user.email));
    const codeA = await latestLinkCode(t.app, user.email, '/auth/accept-invite');
    await invite('adminB', employeeInvite('Racer', user.email));
    const codeB = await latestLinkCode(t.app, user.email, '/auth/accept-invite');
    const answers = await Promise.all([accept(token, codeA), accept(token, codeB)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });

  it('once they joined, a new invite from another organization answers 409', async () => {
    const { user, token } = await independent();
    await invite('adminA', employeeInvite('Joined', user.email));
    const code = await latestLinkCode(t.app, user.email, '/auth/accept-invite');
    expect((await accept(token, code)).statusCode).toBe(200);
    const response = await post('adminB', '/api/invites', employeeInvite('Joined', user.email));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'A user with this email already exists' });
  });
});
