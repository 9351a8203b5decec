import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminWorldForFile } from '../support/admin-file.ts';
import { perActor } from '../support/per-actor.ts';
import { localFromNow, makeRequest, makeShift } from '../support/shift-world.ts';
import { addCredential, withoutFixtureCredentials } from './credential-calls.ts';

/*
 * Issue #27 §2: GET /api/users/:userId/credentials (who sees a person's credentials, and when
 * without their numbers) and POST/DELETE /api/users/:userId/credentials/:id/verify.
 */

const { t, world, call, get, post, del, refused } = adminWorldForFile();

const listUrl = (who: 'employeeA' | 'independent') =>
  `/api/users/${world.actors[who].user.id}/credentials`;

beforeAll(async () => {
  await withoutFixtureCredentials(t.db, world.actors.independent.user.id);
  await addCredential({ post }, 'employeeA', { number: 'A-SECRET-1' });
  await addCredential({ post }, 'independent', { number: 'I-SECRET-1', stateCode: 'CO' });
});

/** A request of `employeeId` (live unless `declined`) on a shift 4 days ahead at `locationId`. */
async function requestAt(employeeId: number, locationId: number, declined = false) {
  const shift = await makeShift(t.db, { locationId, local: localFromNow(4) });
  return makeRequest(t.db, { shiftId: shift.id, employeeId, declined });
}

describe('who sees a person’s credentials, with their numbers', () => {
  it.each(
    perActor<'employeeA' | 'independent'>({
      employeeA: ['employeeA'],
      adminA: ['employeeA'],
      managerA: ['employeeA'],
      platformAdmin: ['employeeA', 'independent'],
      independent: ['independent'],
    }),
  )('%s reads the credentials of %s', async (actor, holder) => {
    const response = await get(actor, listUrl(holder));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      expect.objectContaining({ number: expect.stringMatching(/-SECRET-1$/) }),
    ]);
  });

  it.each(
    perActor<'employeeA' | 'independent'>({
      locationManagerA: ['employeeA', 'independent'],
      inactiveEmployeeA: [],
      adminB: ['employeeA', 'independent'],
      managerB: ['employeeA', 'independent'],
      locationManagerB: ['employeeA'],
      employeeB: ['employeeA', 'independent'],
      employeeA: ['independent'],
      independent: ['employeeA'],
      adminA: ['independent'],
    }),
  )('%s gets 404 for the credentials of %s without a live request', async (actor, holder) => {
    const response = await refused(404, () => get(actor, listUrl(holder)));
    const missing = await get(actor, '/api/users/999999/credentials');
    expect(response.body).toBe(missing.body);
    expect(response.body).not.toContain('SECRET');
  });
});

describe('a manager whose shift the person asks for', () => {
  it('of another organization sees the credentials without their numbers, while the request lives', async () => {
    const request = await requestAt(world.independent.id, world.b.locations[1].id);
    for (const actor of ['adminB', 'managerB'] as const) {
      const response = await get(actor, listUrl('independent'));
      expect(response.statusCode).toBe(200);
      const [credential] = response.json();
      expect(credential).toMatchObject({ type: 'hygiene_license', stateCode: 'CO' });
      expect(credential).not.toHaveProperty('number');
      expect(response.body).not.toContain('I-SECRET-1');
    }
    // Location 2 is not the location manager's.
    expect((await get('locationManagerB', listUrl('independent'))).statusCode).toBe(404);
    await t.db.execute(sql`update shift_requests set declined = true where id = ${request.id}`);
    expect((await get('managerB', listUrl('independent'))).statusCode).toBe(404);
  });

  it('of another organization, a location manager, sees them at a location of theirs', async () => {
    await requestAt(world.a.employee.id, world.b.locations[0].id);
    const response = await get('locationManagerB', listUrl('employeeA'));
    expect(response.statusCode).toBe(200);
    expect(response.json()[0]).not.toHaveProperty('number');
  });

  it('of the same organization, a location manager, sees them with their numbers at a location of theirs', async () => {
    const elsewhere = await requestAt(world.a.employee.id, world.a.locations[1].id);
    expect((await get('locationManagerA', listUrl('employeeA'))).statusCode).toBe(404);
    await t.db.execute(sql`delete from shift_requests where id = ${elsewhere.id}`);
    await requestAt(world.a.employee.id, world.a.locations[0].id);
    const response = await get('locationManagerA', listUrl('employeeA'));
    expect(response.statusCode).toBe(200);
    expect(response.json()[0].number).toBe('A-SECRET-1');
  });

  it('sees nothing through a confirmation on a shift that has ended, nor through a declined request', async () => {
    const past = await makeShift(t.db, {
      locationId: world.b.locations[1].id,
      local: localFromNow(-3),
    });
    await makeRequest(t.db, {
      shiftId: past.id,
      employeeId: world.a.manager.id,
      status: 'Confirmed',
    });
    await requestAt(world.a.manager.id, world.b.locations[1].id, true);
    expect((await get('managerB', `/api/users/${world.a.manager.id}/credentials`)).statusCode).toBe(
      404,
    );
  });
});

describe('verifying a credential', () => {
  const verifyUrl = (userId: number, id: number) => `/api/users/${userId}/credentials/${id}/verify`;

  it('by the person’s organization’s admins and managers: who and when, undone by DELETE', async () => {
    for (const actor of ['adminA', 'managerA'] as const) {
      const { id } = await addCredential({ post }, 'employeeA');
      const before = Date.now();
      const response = await post(actor, verifyUrl(world.a.employee.id, id));
      expect(response.statusCode).toBe(200);
      const verifier = world.actors[actor].user;
      expect(response.json()).toMatchObject({
        id,
        status: 'verified',
        verifiedBy: { id: verifier.id, name: verifier.name },
      });
      expect(new Date(response.json().verifiedAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
      const undone = await del(actor, verifyUrl(world.a.employee.id, id));
      expect(undone.statusCode).toBe(200);
      expect(undone.json()).toMatchObject({
        status: 'unverified',
        verifiedAt: null,
        verifiedBy: null,
      });
    }
  });

  it('by a platform admin for an independent professional', async () => {
    const { id } = await addCredential({ post }, 'independent');
    const response = await post('platformAdmin', verifyUrl(world.independent.id, id));
    expect(response.json()).toMatchObject({
      status: 'verified',
      verifiedBy: { id: world.platformAdmin.id },
    });
  });

  it('never by the person themself (403)', async () => {
    const { id } = await addCredential({ post }, 'independent');
    await refused(
      403,
      () => post('independent', verifyUrl(world.independent.id, id)),
      'You cannot verify your own credentials',
    );
    const admin = await addCredential({ post }, 'adminA');
    await refused(403, () => post('adminA', verifyUrl(world.a.admin.id, admin.id)));
  });

  it('answers 404 to those who see the credentials but may not verify them (issue #27 §2)', async () => {
    const { id } = await addCredential({ post }, 'employeeA');
    const url = verifyUrl(world.a.employee.id, id);
    // A platform admin verifies independents only: an organization verifies its own staff.
    await refused(404, () => post('platformAdmin', url));
    await requestAt(world.a.employee.id, world.b.locations[0].id);
    await refused(404, () => post('managerB', url));
  });

  it('answers 404 to anyone else, as for a credential that does not exist', async () => {
    const { id } = await addCredential({ post }, 'independent');
    const url = verifyUrl(world.independent.id, id);
    for (const actor of [
      'adminA',
      'managerA',
      'locationManagerA',
      'employeeA',
      'adminB',
    ] as const) {
      const response = await refused(404, () => call(actor, { method: 'POST', url }));
      const missing = await call(actor, {
        method: 'POST',
        url: url.replace(`/${id}/`, '/999999/'),
      });
      expect(response.body).toBe(missing.body);
    }
    await refused(404, () => post('platformAdmin', verifyUrl(999999, id)));
  });
});
