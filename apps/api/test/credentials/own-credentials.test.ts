import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminWorldForFile } from '../support/admin-file.ts';
import { countRows } from '../support/admin-world.ts';
import { queryRows } from '../support/sql.ts';
import {
  addCredential,
  dayFromToday,
  license,
  storeCredential,
  withoutFixtureCredentials,
} from './credential-calls.ts';

/*
 * Issue #27 §2: a person's own credentials, GET/POST /api/users/me/credentials and PATCH/DELETE
 * /api/users/me/credentials/:id.
 */

const { t, world, get, post, patch, del } = adminWorldForFile();
const MINE = '/api/users/me/credentials';

beforeAll(() => withoutFixtureCredentials(t.db, world.actors.independent.user.id));

const verify = (userId: number, id: number) =>
  post('managerA', `/api/users/${userId}/credentials/${id}/verify`);

describe('the person’s own credentials', () => {
  it('are none at first', async () => {
    const response = await get('independent', MINE);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('adds a credential and answers it with 201, unverified and without a document', async () => {
    const response = await post('employeeA', MINE, license({ number: '  RDH-7 ' }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      type: 'hygiene_license',
      label: 'Dental Hygiene License',
      stateCode: 'TX',
      number: 'RDH-7',
      expiresOn: dayFromToday(365),
      status: 'unverified',
      verifiedAt: null,
      verifiedBy: null,
      hasDocument: false,
    });
    expect((await get('employeeA', MINE)).json()).toEqual([response.json()]);
  });

  it('keeps no state for a CPR/BLS card, even when one is sent', async () => {
    const card = await addCredential({ post }, 'employeeB', { type: 'cpr_bls', stateCode: 'CO' });
    expect(card).toMatchObject({
      type: 'cpr_bls',
      label: 'CPR/BLS Certification',
      stateCode: null,
    });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['an unknown type', { type: 'nursing_license' }, 'Choose a credential type'],
    ['a license without its state', { stateCode: null }, 'Choose the issuing state'],
    ['a state that is no US state', { stateCode: 'XX' }, 'Choose the issuing state'],
    ['an empty number', { number: '  ' }, 'Enter the credential number'],
    [
      'a number of 41 characters',
      { number: '1'.repeat(41) },
      'The credential number must be at most 40 characters',
    ],
    [
      'a number of two lines',
      { number: 'RDH\n1' },
      'Number cannot contain line breaks or control characters',
    ],
    [
      'an expiry already past',
      { expiresOn: dayFromToday(-1) },
      'This credential has already expired',
    ],
    // A month 13 of next year: no date, and not in the past whenever the tests run.
    [
      'an expiry that is no date',
      { expiresOn: `${dayFromToday(365).slice(0, 4)}-13-01` },
      'Date is required',
    ],
  ])('refuses %s (400), storing nothing', async (_what, overrides, message) => {
    const before = await countRows(t.db, 'credentials');
    const response = await post('employeeA', MINE, license(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: [message] });
    expect(await countRows(t.db, 'credentials')).toBe(before);
  });

  it('reads an expired credential as expired, even when it was verified', async () => {
    const id = await storeCredential(t.db, world.b.employee.id, {
      expiresOn: dayFromToday(-1),
      verifiedBy: world.b.manager.id,
    });
    const listed = (await get('employeeB', MINE)).json<{ id: number; status: string }[]>();
    expect(listed.find((row) => row.id === id)?.status).toBe('expired');
  });
});

describe('a change to a credential', () => {
  it('clears the verification when its type, state, number or expiry changes', async () => {
    for (const change of [
      { type: 'rda' },
      { stateCode: 'CA' },
      { number: 'RDH-NEW' },
      { expiresOn: dayFromToday(700) },
    ]) {
      const { id } = await addCredential({ post }, 'employeeA');
      const verified = await verify(world.a.employee.id, id);
      expect(verified.json()).toMatchObject({
        status: 'verified',
        verifiedBy: { id: world.a.manager.id, name: 'Marco Alvarez' },
      });
      const response = await patch('employeeA', `${MINE}/${id}`, change);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        ...change,
        status: 'unverified',
        verifiedAt: null,
        verifiedBy: null,
      });
    }
  });

  it('keeps the verification when nothing it says changes', async () => {
    const { id } = await addCredential({ post }, 'employeeA');
    await verify(world.a.employee.id, id);
    const response = await patch('employeeA', `${MINE}/${id}`, {
      stateCode: 'TX',
      number: ' RDH-100200 ',
    });
    expect(response.json()).toMatchObject({ status: 'verified', number: 'RDH-100200' });
  });

  it('drops the state when the type becomes CPR/BLS, and asks for one when it stops being', async () => {
    const { id } = await addCredential({ post }, 'employeeA');
    const card = await patch('employeeA', `${MINE}/${id}`, { type: 'cpr_bls' });
    expect(card.json()).toMatchObject({ type: 'cpr_bls', stateCode: null });
    const refused = await patch('employeeA', `${MINE}/${id}`, { type: 'radiography' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: ['Choose the issuing state'] });
    const license = await patch('employeeA', `${MINE}/${id}`, {
      type: 'radiography',
      stateCode: 'TX',
    });
    expect(license.json()).toMatchObject({ type: 'radiography', stateCode: 'TX' });
  });

  it('refuses an expiry already past: This credential has already expired', async () => {
    const { id } = await addCredential({ post }, 'employeeA');
    const response = await patch('employeeA', `${MINE}/${id}`, { expiresOn: dayFromToday(-30) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: ['This credential has already expired'] });
  });

  it('answers 404 for another person’s credential, changing nothing', async () => {
    const { id } = await addCredential({ post }, 'employeeB');
    const response = await patch('employeeA', `${MINE}/${id}`, { number: 'MINE-NOW' });
    expect(response.statusCode).toBe(404);
    const [row] = await queryRows<{ number: string }>(
      t.db,
      sql`select number from credentials where id = ${id}`,
    );
    expect(row.number).toBe('RDH-100200');
  });
});

describe('deleting a credential', () => {
  it('answers 204 and removes it, its document with it', async () => {
    const { id } = await addCredential({ post }, 'independent');
    const response = await del('independent', `${MINE}/${id}`);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await get('independent', MINE)).json()).toEqual([]);
    expect((await del('independent', `${MINE}/${id}`)).statusCode).toBe(404);
  });

  it('answers 404 for another person’s credential, which stays', async () => {
    const { id } = await addCredential({ post }, 'employeeB');
    expect((await del('employeeA', `${MINE}/${id}`)).statusCode).toBe(404);
    expect((await get('employeeB', MINE)).json()).toContainEqual(expect.objectContaining({ id }));
  });
});

describe('at most 20 credentials a person', () => {
  it('refuses the 21st with 409, storing nothing', async () => {
    const existing = (await get('locationManagerB', MINE)).json<unknown[]>().length;
    for (let added = existing; added < 20; added += 1) {
      await addCredential({ post }, 'locationManagerB', { number: `N-${added}` });
    }
    const response = await post('locationManagerB', MINE, license());
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'You can keep at most 20 credentials: delete one you no longer need first',
    });
    expect((await get('locationManagerB', MINE)).json()).toHaveLength(20);
  });
});
