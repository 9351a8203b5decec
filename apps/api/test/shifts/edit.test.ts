import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminWorldForFile } from '../support/admin-file.ts';
import { readOutbox } from '../support/outbox.ts';
import { localAt, localFromNow, makeRequest, messagesOf } from '../support/shift-world.ts';
import { requestWorld, type Caller } from '../support/request-world.ts';
import { queryRows } from '../support/sql.ts';

const file = adminWorldForFile();
const { t, call } = file;

const HOUR_MS = 60 * 60 * 1000;

const { shiftAt, member, callAs, noticesOf } = requestWorld(file);

const editAs = (who: Caller, shiftId: number, payload: Record<string, unknown>) =>
  callAs(who, { method: 'PATCH', url: `/api/shifts/${shiftId}`, payload });

const storedRequest = async (id: number) => {
  const [row] = await queryRows<{ declined: boolean; decline_reason: string | null }>(
    t.db,
    sql`select declined, decline_reason from shift_requests where id = ${id}`,
  );
  return row;
};

describe('editing a shift (issue #16 §2)', () => {
  it('lets a manager of the shift change its time, position, lunch and notes, answering the shift', async () => {
    const shift = await shiftAt(localFromNow(10, '08:00'));
    const response = await editAs('managerA', shift.id, {
      date: localFromNow(11, '09:30'),
      totalMinutes: 300,
      lunchMinutes: 30,
      position: 'Front Desk',
      notes: 'Parking behind the building',
      internalNotes: 'New patient day',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: shift.id,
      localDate: localFromNow(11).slice(0, 10),
      totalMinutes: 300,
      lunchMinutes: 30,
      position: 'Front Desk',
      notes: 'Parking behind the building',
      internalNotes: 'New patient day',
    });
    expect(localAt(new Date(response.json().date), 'America/Chicago')).toBe(
      localFromNow(11, '09:30'),
    );
  });

  it('takes only the fields given and keeps the others', async () => {
    const shift = await shiftAt(localFromNow(10, '08:00'), { notes: 'Bring loupes' });
    const response = await editAs('managerA', shift.id, { lunchMinutes: 45 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      lunchMinutes: 45,
      totalMinutes: 480,
      position: 'Hygienist',
      notes: 'Bring loupes',
    });
  });

  it('meets Add Shift’s rules and messages on the merged shift (400)', async () => {
    const shift = await shiftAt(localFromNow(10, '08:00'));
    for (const [payload, message] of [
      [{ lunchMinutes: 90, totalMinutes: 60 }, 'Lunch must be shorter than the shift'],
      [{ position: 'Dental Assistant-Specialty' }, 'Specialty is required'],
      [{ specialty: 'Endodontics' }, 'Specialty applies only to Dental Assistant-Specialty shifts'],
      [{ date: localFromNow(-2, '08:00') }, 'The shift must start in the future'],
      [{ date: 'tomorrow' }, 'Date is required'],
    ] as const) {
      const response = await editAs('managerA', shift.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(messagesOf(response)).toContain(message);
    }
  });

  it('tells everyone holding a request or offer what changed, and nobody of a notes-only edit', async () => {
    const shift = await shiftAt(localFromNow(10, '08:00'));
    const asked = await member();
    const offered = await member();
    await makeRequest(t.db, { shiftId: shift.id, employeeId: asked.id });
    await makeRequest(t.db, { shiftId: shift.id, employeeId: offered.id, status: 'Offered' });

    expect((await editAs('managerA', shift.id, { notes: 'Parking behind' })).statusCode).toBe(200);
    expect(await noticesOf(asked)).toEqual([]);

    const moved = await editAs('managerA', shift.id, { date: localFromNow(10, '09:00') });
    expect(moved.statusCode).toBe(200);
    for (const person of [asked, offered]) {
      const [notice] = await noticesOf(person);
      expect(notice).toMatchObject({ type: 'shift_changed', shiftId: shift.id });
      expect(notice.body).toContain('Start 8:00 AM → 9:00 AM, End 4:00 PM → 5:00 PM');
      const mail = (await readOutbox(t.app, person.email)).find(
        (message) => message.subject === 'A Chairside shift you asked for changed',
      );
      expect(mail?.text).toContain('Start 8:00 AM → 9:00 AM');
    }
  });

  it('declines a request for part of the shift the new hours no longer hold, with the reason', async () => {
    const shift = await shiftAt(localFromNow(10, '08:00'));
    const part = await member();
    const whole = await member();
    const partRequest = await makeRequest(t.db, {
      shiftId: shift.id,
      employeeId: part.id,
      startTime: shift.startsAt,
      endTime: new Date(shift.startsAt.getTime() + 2 * HOUR_MS),
    });
    const wholeRequest = await makeRequest(t.db, { shiftId: shift.id, employeeId: whole.id });
    const response = await editAs('managerA', shift.id, { date: localFromNow(10, '12:00') });
    expect(response.statusCode).toBe(200);
    expect(await storedRequest(partRequest.id)).toEqual({
      declined: true,
      decline_reason: 'shiftChanged',
    });
    expect(await storedRequest(wholeRequest.id)).toEqual({ declined: false, decline_reason: null });
    const [notice] = await noticesOf(part);
    expect(notice).toMatchObject({ type: 'declined', shiftId: shift.id });
    const requests = await call('managerA', { url: `/api/shifts/${shift.id}/requests` });
    expect(requests.json()).toContainEqual(
      expect.objectContaining({ id: partRequest.id, declineReason: 'shiftChanged' }),
    );
  });

  it('keeps an offer’s deadline before the shift’s new start', async () => {
    const shift = await shiftAt(localFromNow(3, '08:00'));
    const person = await member();
    const offer = await makeRequest(t.db, {
      shiftId: shift.id,
      employeeId: person.id,
      status: 'Offered',
    });
    await t.db.execute(
      sql`update shift_requests set offer_expires_at = ${shift.startsAt} where id = ${offer.id}`,
    );
    const response = await editAs('managerA', shift.id, { date: localFromNow(2, '08:00') });
    expect(response.statusCode).toBe(200);
    const [row] = await queryRows<{ ok: boolean }>(
      t.db,
      sql`select r.offer_expires_at <= s.starts_at as ok from shift_requests r join shifts s on s.id = r.shift_id where r.id = ${offer.id}`,
    );
    expect(row.ok).toBe(true);
  });

  it('lets a confirmed shift’s notes change, not its time: only its notes can be edited (409)', async () => {
    const shift = await shiftAt(localFromNow(10, '08:00'));
    const person = await member();
    await makeRequest(t.db, { shiftId: shift.id, employeeId: person.id, status: 'Confirmed' });
    const notes = await editAs('managerA', shift.id, { notes: 'Use the side door' });
    expect(notes.statusCode).toBe(200);
    expect(notes.json().notes).toBe('Use the side door');
    const time = await editAs('managerA', shift.id, { totalMinutes: 240 });
    expect(time.statusCode).toBe(409);
    expect(messagesOf(time)).toEqual([
      'Someone is confirmed for this shift: only its notes can be edited',
    ]);
  });

  it('refuses an edit once the shift has started (409)', async () => {
    const shift = await shiftAt(localAt(new Date(Date.now() - HOUR_MS), 'America/Chicago'));
    const response = await editAs('managerA', shift.id, { notes: 'Too late' });
    expect(response.statusCode).toBe(409);
    expect(messagesOf(response)).toEqual(['A shift that has started cannot be edited']);
  });

  it('refuses an employee (403) and hides the shift from another organization (404)', async () => {
    const shift = await shiftAt(localFromNow(10, '08:00'));
    expect((await editAs('employeeA', shift.id, { notes: 'x' })).statusCode).toBe(403);
    expect((await editAs('managerB', shift.id, { notes: 'x' })).statusCode).toBe(404);
    expect((await editAs('locationManagerA', shift.id, { notes: 'x' })).statusCode).toBe(200);
  });
});
