import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminWorldForFile } from '../support/admin-file.ts';
import { callsAs } from '../support/app.ts';
import { freshMember, localFromNow, makeShift } from '../support/shift-world.ts';
import { queryRows } from '../support/sql.ts';

const { t, world, get, post } = adminWorldForFile();

const person = () => freshMember(t, world.a.organization.id);

let day = 10;
function openShift() {
  return makeShift(t.db, {
    locationId: world.a.locations[1].id,
    local: localFromNow(++day, '08:00'),
  });
}

const assign = (shiftId: number, payload: object) =>
  post('managerA', `/api/shifts/${shiftId}/requests/assign-user`, payload);

const storedNotes = async (shiftId: number) =>
  queryRows<{ notes: string | null; manager_notes: string | null }>(
    t.db,
    sql`select notes, manager_notes from shift_requests where shift_id = ${shiftId}`,
  );

describe('assigning a person who requested the shift keeps both notes (trust #11 item 10)', () => {
  it('keeps the person’s request notes and stores the manager’s notes beside them', async () => {
    const shift = await openShift();
    const requester = await person();
    const requested = await callsAs(t.app, requester.token).post(
      `/api/shifts/${shift.id}/requests`,
      { notes: 'I know this office well' },
    );
    expect(requested.statusCode).toBe(201);

    const response = await assign(shift.id, { userId: requester.id, notes: 'Covering for Ana' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: requested.json().id,
      status: 'Confirmed',
      notes: 'I know this office well',
      managerNotes: 'Covering for Ana',
    });
    expect(await storedNotes(shift.id)).toEqual([
      { notes: 'I know this office well', manager_notes: 'Covering for Ana' },
    ]);

    // Both read back: the manager's list, and the person's own 'My Request'.
    const listed = await get('managerA', `/api/shifts/${shift.id}/requests`);
    expect(listed.json()).toEqual([
      expect.objectContaining({
        notes: 'I know this office well',
        managerNotes: 'Covering for Ana',
      }),
    ]);
    const mine = await callsAs(t.app, requester.token).get(`/api/shifts/${shift.id}/requests`);
    expect(mine.json()).toEqual([
      expect.objectContaining({
        notes: 'I know this office well',
        managerNotes: 'Covering for Ana',
      }),
    ]);
  });

  it('keeps the person’s notes when the manager writes none', async () => {
    const shift = await openShift();
    const requester = await person();
    await callsAs(t.app, requester.token).post(`/api/shifts/${shift.id}/requests`, {
      notes: 'Can stay late',
    });
    const response = await assign(shift.id, { userId: requester.id });
    expect(response.json()).toMatchObject({ notes: 'Can stay late', managerNotes: null });
  });

  it('gives a fresh assignment no notes of the person’s, only the manager’s', async () => {
    const shift = await openShift();
    const assignee = await person();
    const response = await assign(shift.id, { userId: assignee.id, notes: 'Thanks for helping' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ notes: null, managerNotes: 'Thanks for helping' });
    expect(await storedNotes(shift.id)).toEqual([
      { notes: null, manager_notes: 'Thanks for helping' },
    ]);
  });
});
