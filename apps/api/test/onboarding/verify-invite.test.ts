import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminWorldForFile } from '../support/admin-file.ts';
import { countRows, latestSmsCode } from '../support/admin-world.ts';
import { makeUser } from '../support/factories.ts';
import { invitedPerson } from '../support/onboarding.ts';
import { readOutbox } from '../support/outbox.ts';
import { employeeInvite } from '../support/payloads.ts';
import { queryRows } from '../support/sql.ts';

const { t, world, get, post, del } = adminWorldForFile();

const PASSWORD = 'Invitee-Pass-7';

const verify = (code: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/invites/verify?code=${encodeURIComponent(code)}`,
    payload,
  });

let numbers = 0;

/** An employee invite into A, by its admin; answers its email and the emailed code. */
async function invited(extra: { position?: string; managingLocationIds?: number[] } = {}) {
  const { invite, email, link } = await invitedPerson(t, world, 'joiner', {
    by: 'adminA',
    ...extra,
  });
  return { invite, email, code: link };
}

async function storedUser(email: string) {
  const [row] = await queryRows<{
    id: number;
    organization_id: number;
    position: string;
    phone_number: string;
    job_title: string;
    email_verified_at: Date | null;
    phone_verified_at: Date | null;
  }>(t.db, sql`select * from users where email = ${email}`);
  return row;
}

describe('POST /api/invites/verify?code=', () => {
  it('creates the user in the invite organization with its position and managed locations', async () => {
    const [, south] = world.a.locations;
    const { email, code } = await invited({
      position: 'location_manager',
      managingLocationIds: [south.id],
    });
    const response = await verify(code, {
      password: PASSWORD,
      jobTitle: 'Front Desk',
      phoneNumber: '(512) 555-0134',
    });
    expect(response.statusCode).toBe(200);
    const user = await storedUser(email);
    expect(response.json()).toEqual({
      userId: user.id,
      phoneNumber: '+15125550134',
      verificationToken: expect.stringMatching(/^[\w-]{43}$/),
    });
    expect(user).toMatchObject({
      organization_id: world.a.organization.id,
      position: 'location_manager',
      phone_number: '+15125550134',
      job_title: 'Front Desk',
      phone_verified_at: null,
    });
    expect(user.email_verified_at).not.toBeNull();

    const detail = await get('adminA', `/api/users/${user.id}`);
    expect(detail.json()).toMatchObject({
      email,
      position: 'location_manager',
      organizationId: world.a.organization.id,
      locationIds: [south.id],
      phoneNumber: '+15125550134',
      jobTitle: 'Front Desk',
      isActive: true,
    });
  });

  it('an employee invite creates an employee with no locations', async () => {
    const { email, code } = await invited();
    const response = await verify(code, {
      password: PASSWORD,
      jobTitle: 'Hygienist',
      phoneNumber: '5125550140',
    });
    expect(response.statusCode).toBe(200);
    const detail = await get('managerA', `/api/users/${response.json().userId}`);
    expect(detail.json()).toMatchObject({ email, position: 'employee', locationIds: [] });
  });

  it.each([
    ['(512) 555-0150', '+15125550150'],
    ['512.555.0151', '+15125550151'],
    ['1-512-555-0152', '+15125550152'],
    ['+1 512 555 0153', '+15125550153'],
  ])('normalizes the phone %s to %s', async (input, normalized) => {
    const { code } = await invited();
    const response = await verify(code, {
      password: PASSWORD,
      jobTitle: 'Hygienist',
      phoneNumber: input,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().phoneNumber).toBe(normalized);
  });

  it('texts a 4-digit code to the phone (sms)', async () => {
    const { code } = await invited();
    const response = await verify(code, {
      password: PASSWORD,
      jobTitle: 'Hygienist',
      phoneNumber: '512-555-0160',
    });
    expect(response.statusCode).toBe(200);
    const texts = await readOutbox(t.app, '+15125550160');
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({ channel: 'sms', to: '+15125550160' });
    expect(texts[0].text).toMatch(/\b\d{4}\b/);
    expect(await latestSmsCode(t, '+15125550160')).toMatch(/^\d{4}$/);
  });

  it('re-using the link fails: This invite link is invalid or has already been used', async () => {
    const { code } = await invited();
    const payload = { password: PASSWORD, jobTitle: 'Hygienist', phoneNumber: '5125550170' };
    expect((await verify(code, payload)).statusCode).toBe(200);
    const users = await countRows(t.db, 'users');
    const again = await verify(code, { ...payload, phoneNumber: '5125550171' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      message: 'This invite link is invalid or has already been used',
    });
    expect(await countRows(t.db, 'users')).toBe(users);
    expect(await readOutbox(t.app, '+15125550171')).toEqual([]);
  });

  it('an unknown code fails with the same message', async () => {
    const users = await countRows(t.db, 'users');
    const response = await verify('not-a-real-code', {
      password: PASSWORD,
      jobTitle: 'Hygienist',
      phoneNumber: '5125550180',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'This invite link is invalid or has already been used',
    });
    expect(await countRows(t.db, 'users')).toBe(users);
  });

  it('the link of a deleted invite no longer works', async () => {
    const { invite, email, code } = await invited();
    const removed = await del('adminA', `/api/invites/${invite.id}`);
    expect(removed.statusCode).toBe(204);
    const response = await verify(code, {
      password: PASSWORD,
      jobTitle: 'Hygienist',
      phoneNumber: '5125550181',
    });
    expect(response.statusCode).toBe(400);
    expect(await storedUser(email)).toBeUndefined();
  });

  it('an email that got an account after the invite answers 409 and creates no second user', async () => {
    const { email, code } = await invited();
    await makeUser(t.db, { email });
    const users = await countRows(t.db, 'users');
    const response = await verify(code, {
      password: PASSWORD,
      jobTitle: 'Hygienist',
      phoneNumber: '5125550183',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'An account with this email already exists' });
    expect(await countRows(t.db, 'users')).toBe(users);
  });

  it('a request without a code says Invalid verification link', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/invites/verify',
      payload: { password: PASSWORD, jobTitle: 'Hygienist', phoneNumber: '5125550182' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('Invalid verification link');
  });

  it.each<[string, object, string]>([
    [
      'a password of 7 characters',
      { password: 'Short-7' },
      'Password must be at least 8 characters long',
    ],
    ['a missing password', { password: undefined }, 'Password must be at least 8 characters long'],
    ['a phone of 7 digits', { phoneNumber: '555-0134' }, 'Please enter a valid US phone number'],
    [
      'a phone of 11 digits not starting with 1',
      { phoneNumber: '25125550134' },
      'Please enter a valid US phone number',
    ],
    [
      'a phone of 12 digits',
      { phoneNumber: '151255501345' },
      'Please enter a valid US phone number',
    ],
    ['a missing phone', { phoneNumber: undefined }, 'Please enter a valid US phone number'],
    ['a job title outside the list', { jobTitle: 'Dentist' }, 'Job Title is required'],
  ])('refuses %s, without spending the link', async (_case, override, message) => {
    const { email, code } = await invited();
    // A number of its own: each case texts it once (at most 5 texts a number an hour).
    const phoneNumber = `51255502${String((numbers += 1)).padStart(2, '0')}`;
    const valid = { password: PASSWORD, jobTitle: 'Hygienist', phoneNumber };
    const refused = await verify(code, { ...valid, ...override });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain(message);
    expect(await storedUser(email)).toBeUndefined();
    // The link still works once the form is right.
    expect((await verify(code, valid)).statusCode).toBe(200);
  });

  it('stores only a hash of the invite code', async () => {
    const { invite, code } = await invited();
    const rows = await queryRows<{ code_hash: string }>(
      t.db,
      sql`select code_hash from one_time_codes where invite_id = ${invite.id}`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].code_hash).not.toBe(code);
    expect(rows[0].code_hash).not.toContain(code);
  });

  it('after accepting, the invite shows the chosen job title but is not yet Verified', async () => {
    const { invite, code } = await invited();
    await verify(code, { password: PASSWORD, jobTitle: 'Front Desk', phoneNumber: '5125550195' });
    const list = await get('adminA', '/api/invites?limit=100');
    const row = list.json().items.find((item: { id: number }) => item.id === invite.id);
    expect(row).toMatchObject({ jobTitle: 'Front Desk', isVerified: false });
  });

  it('after accepting, the same email cannot be invited again (409)', async () => {
    const { email, code } = await invited();
    await verify(code, { password: PASSWORD, jobTitle: 'Hygienist', phoneNumber: '5125550196' });
    const response = await post('managerA', '/api/invites', employeeInvite('Again', email));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'A user with this email already exists' });
  });
});
