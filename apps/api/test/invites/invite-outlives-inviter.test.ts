import type { InviteRow } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminWorldForFile } from '../support/admin-file.ts';
import { countRows } from '../support/admin-world.ts';
import { makeUser } from '../support/factories.ts';
import { acceptInvite, acceptedInvite } from '../support/onboarding.ts';
import { latestLinkCode } from '../support/outbox.ts';
import { employeeInvite } from '../support/payloads.ts';
import { queryRows } from '../support/sql.ts';
import { DAY_SECONDS, rewindThrottles } from '../support/throttles.ts';

/**
 * Issue #11, item 5. A manager invited a new manager, was deactivated, and the invite still
 * created a working manager account; a 7-day-old pending invite answered 409 forever; and a
 * pending invite in one organization blocked (and so revealed) the address to every other.
 */
const { t, world, get, post, invite } = adminWorldForFile();

const INVITER_GONE = {
  message:
    'This invite is no longer valid: the person who sent it can no longer invite you to this position. Please ask for a new invite.',
};

let sequence = 0;
const nextEmail = (prefix: string) => `${prefix}${(sequence += 1)}@new.test`;
const nextPhone = () => `5125558${String(100 + sequence).padStart(3, '0')}`;

/** A manager of A of their own, so that deactivating or demoting them touches no other test. */
async function managerOfA() {
  const user = await makeUser(t.db, {
    email: nextEmail('inviter'),
    position: 'manager',
    organizationId: world.a.organization.id,
  });
  return { user, token: await t.tokens.sign(user.id) };
}

async function inviteWith(token: string, payload: object) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/invites',
    headers: { authorization: `Bearer ${token}` },
    payload,
  });
  expect(response.statusCode).toBe(201);
  return response.json<InviteRow>();
}

async function userOf(email: string) {
  const [row] = await queryRows<{ id: number; organization_id: number }>(
    t.db,
    sql`select id, organization_id from users where email = ${email}`,
  );
  return row;
}

describe('accepting an invite re-checks that its inviter may still grant it', () => {
  it.each<[string, (userId: number) => ReturnType<typeof sql>]>([
    ['was deactivated', (id) => sql`update users set is_active = false where id = ${id}`],
    [
      'was demoted to location manager',
      (id) => sql`update users set position = 'location_manager' where id = ${id}`,
    ],
    [
      'moved to another organization',
      (id) => sql`update users set organization_id = ${world.b.organization.id} where id = ${id}`,
    ],
  ])(
    'a manager invite from a manager who %s creates no account (409), and the link stays for a resend',
    async (_change, change) => {
      const inviter = await managerOfA();
      const email = nextEmail('promoted');
      await inviteWith(inviter.token, { name: 'Would Be Manager', email, position: 'manager' });
      const link = await latestLinkCode(t.app, email, '/auth/verify-invite');
      await t.db.execute(change(inviter.user.id));
      const users = await countRows(t.db, 'users');

      const response = await acceptInvite(t, link, { phoneNumber: nextPhone() });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual(INVITER_GONE);
      expect(await countRows(t.db, 'users')).toBe(users);
      expect(await userOf(email)).toBeUndefined();
    },
  );

  it("an inviter who is still allowed changes nothing: the manager's invite creates the manager", async () => {
    const inviter = await managerOfA();
    const email = nextEmail('kept');
    await inviteWith(inviter.token, { name: 'Kept Manager', email, position: 'manager' });
    const link = await latestLinkCode(t.app, email, '/auth/verify-invite');
    await acceptedInvite(t, link, { phoneNumber: nextPhone() });
    expect(await userOf(email)).toMatchObject({ organization_id: world.a.organization.id });
  });

  it('a demoted inviter may still grant what they may now invite: an employee invite goes through', async () => {
    const inviter = await managerOfA();
    const email = nextEmail('employee');
    await inviteWith(inviter.token, { name: 'Plain Employee', email, position: 'employee' });
    const link = await latestLinkCode(t.app, email, '/auth/verify-invite');
    await t.db.execute(
      sql`update users set position = 'location_manager' where id = ${inviter.user.id}`,
    );
    expect((await acceptInvite(t, link, { phoneNumber: nextPhone() })).statusCode).toBe(200);
  });
});

describe('an expired invite stops blocking its address', () => {
  it('after its 7 days the address may be invited again, and the old link is dead', async () => {
    const email = nextEmail('expired');
    const first = await invite('adminA', employeeInvite('Late Person', email));
    const oldLink = await latestLinkCode(t.app, email, '/auth/verify-invite');
    const again = () => post('managerA', '/api/invites', employeeInvite('Late Person', email));
    expect((await again()).statusCode).toBe(409);

    // Seven days and a second later.
    await t.db.execute(sql`
      update one_time_codes
      set created_at = created_at - interval '7 days 1 second',
          expires_at = expires_at - interval '7 days 1 second'
      where invite_id = ${first.id}`);
    await rewindThrottles(t, 7 * DAY_SECONDS + 1);
    const second = await again();
    expect(second.statusCode).toBe(201);
    expect((await acceptInvite(t, oldLink, { phoneNumber: nextPhone() })).statusCode).toBe(400);
    const newLink = await latestLinkCode(t.app, email, '/auth/verify-invite');
    await acceptedInvite(t, newLink, { phoneNumber: nextPhone() });
  });
});

describe("one organization's pending invite neither blocks nor reveals the address to another", () => {
  it('both organizations invite the address (201 each); the first accepted wins, the other link answers 409', async () => {
    const email = nextEmail('wanted');
    const fromB = await invite('adminB', employeeInvite('Wanted Person', email));
    const linkB = await latestLinkCode(t.app, email, '/auth/verify-invite');
    // A gets exactly the answer a never-invited address gets.
    const fromA = await post('adminA', '/api/invites', employeeInvite('Wanted Person', email));
    expect(fromA.statusCode).toBe(201);
    const linkA = await latestLinkCode(t.app, email, '/auth/verify-invite');
    expect(linkA).not.toBe(linkB);

    const listA = await get('adminA', `/api/invites?search=${encodeURIComponent(email)}`);
    expect(listA.json().items.map((row: { id: number }) => row.id)).toEqual([fromA.json().id]);

    await acceptedInvite(t, linkA, { phoneNumber: nextPhone() });
    expect(await userOf(email)).toMatchObject({ organization_id: world.a.organization.id });
    const late = await acceptInvite(t, linkB, { phoneNumber: nextPhone() });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ message: 'An account with this email already exists' });
    expect(fromB.organizationId).toBe(world.b.organization.id);
    expect(await userOf(email)).toMatchObject({ organization_id: world.a.organization.id });
  });

  it('inside one organization a pending invite still answers 409', async () => {
    const email = nextEmail('twice');
    await invite('adminB', employeeInvite('Twice Asked', email));
    const response = await post('managerB', '/api/invites', employeeInvite('Twice Asked', email));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'An invite for this email is already pending' });
  });
});
