import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { perActor } from '../support/per-actor.ts';
import { adminWorldForFile } from '../support/admin-file.ts';
import type { ActorKey } from '../support/admin-world.ts';
import { makeUser } from '../support/factories.ts';
import { localFromNow, makeRequest, makeShift, messagesOf } from '../support/shift-world.ts';
import { queryRows } from '../support/sql.ts';

const { t, world, get, del } = adminWorldForFile();

let day = 10;
/** A fresh open shift at location 1 (managed by A's location manager) or 2 (managed by nobody). */
function openShift(index: 0 | 1 = 1, org: 'a' | 'b' = 'a') {
  day += 1;
  return makeShift(t.db, { locationId: world[org].locations[index].id, local: localFromNow(day) });
}

const remove = (actor: ActorKey, shiftId: number) => del(actor, `/api/shifts/${shiftId}`);

async function exists(shiftId: number) {
  const rows = await queryRows(t.db, sql`select id from shifts where id = ${shiftId}`);
  return rows.length === 1;
}

describe('DELETE /api/shifts/:id', () => {
  // Location 0 is the one A's location manager manages.
  it.each(
    perActor<0 | 1>({ adminA: [1], managerA: [1], platformAdmin: [1], locationManagerA: [0] }),
  )('lets %s delete an open shift at location %s (204)', async (actor, index) => {
    const shift = await openShift(index);
    const response = await remove(actor, shift.id);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await exists(shift.id)).toBe(false);
    const detail = await get(actor, `/api/shifts/${shift.id}`);
    expect(detail.statusCode).toBe(404);
  });

  it('deletes an open shift together with its requests', async () => {
    const shift = await openShift();
    const person = await makeUser(t.db, { organizationId: world.a.organization.id });
    await makeRequest(t.db, { shiftId: shift.id, employeeId: person.id, status: 'Offered' });
    await makeRequest(t.db, { shiftId: shift.id, employeeId: world.a.employee.id });
    expect((await remove('managerA', shift.id)).statusCode).toBe(204);
    const left = await queryRows(
      t.db,
      sql`select id from shift_requests where shift_id = ${shift.id}`,
    );
    expect(left).toEqual([]);
  });

  it.each(perActor<0 | 1>({ employeeA: [0], independent: [0], locationManagerA: [1] }))(
    'refuses %s at location %s (403) and keeps the shift',
    async (actor, index) => {
      const shift = await openShift(index);
      const response = await remove(actor, shift.id);
      expect(response.statusCode).toBe(403);
      expect(await exists(shift.id)).toBe(true);
    },
  );

  it.each<ActorKey>(['adminB', 'managerB', 'locationManagerB', 'employeeB'])(
    'answers 404 to %s for another organization’s shift and keeps it',
    async (actor) => {
      const shift = await openShift(0, 'a');
      expect((await remove(actor, shift.id)).statusCode).toBe(404);
      expect(await exists(shift.id)).toBe(true);
    },
  );

  it('answers 404 for a shift that does not exist', async () => {
    expect((await remove('platformAdmin', 987_654)).statusCode).toBe(404);
  });

  it('refuses to delete a confirmed shift: A confirmed shift cannot be deleted (409)', async () => {
    const shift = await openShift();
    await makeRequest(t.db, {
      shiftId: shift.id,
      employeeId: world.a.employee.id,
      status: 'Confirmed',
    });
    for (const actor of ['managerA', 'adminA', 'platformAdmin'] as const) {
      const response = await remove(actor, shift.id);
      expect(response.statusCode).toBe(409);
      expect(messagesOf(response)).toEqual(['A confirmed shift cannot be deleted']);
    }
    expect(await exists(shift.id)).toBe(true);
  });
});
