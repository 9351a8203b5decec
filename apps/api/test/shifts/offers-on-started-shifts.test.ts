import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { localAt, localFromNow, messagesOf, shiftWorldForFile } from '../support/shift-file.ts';

const { world, call, makeShift, freshMember, memberRequest, actOnRequest, readOutbox, queryRows } =
  shiftWorldForFile();

const employee = () => freshMember();

/** A shift at A's second location that began an hour ago (or starts `days` from now). */
function shiftStarting(days: number | 'an hour ago') {
  const local =
    days === 'an hour ago'
      ? localAt(new Date(Date.now() - 60 * 60_000), 'America/Chicago')
      : localFromNow(days, '08:00');
  return makeShift({ locationId: world.a.locations[1].id, local });
}

const stored = async (requestId: number) => {
  const [row] = await queryRows<{ status: string; declined: boolean }>(
    sql`select status, declined from shift_requests where id = ${requestId}`,
  );
  return row;
};

describe('offers, confirmations and assignments on a shift that has already started (trust #11 item 11)', () => {
  it('refuses a manager’s offer: This shift has already started (409), and sends nothing', async () => {
    const shift = await shiftStarting('an hour ago');
    const { person, request } = await memberRequest(shift.id);
    const response = await actOnRequest('managerA', 'offer', shift.id, request.id);
    expect(response.statusCode).toBe(409);
    expect(messagesOf(response)).toEqual(['This shift has already started']);
    expect(await stored(request.id)).toEqual({ status: 'Requested', declined: false });
    expect(await readOutbox(person.email)).toEqual([]);
  });

  it('refuses the employee’s confirmation of an offer: This shift has already started (409)', async () => {
    const shift = await shiftStarting('an hour ago');
    const { person, request: offer } = await memberRequest(shift.id, { status: 'Offered' });
    const response = await actOnRequest(person, 'confirm', shift.id, offer.id);
    expect(response.statusCode).toBe(409);
    expect(messagesOf(response)).toEqual(['This shift has already started']);
    expect(await stored(offer.id)).toEqual({ status: 'Offered', declined: false });
  });

  it('refuses a manager’s assignment (assign-user) of a shift that began days ago: This shift has already started (409), and stores and sends nothing', async () => {
    const shift = await makeShift({
      locationId: world.a.locations[1].id,
      local: localAt(new Date(Date.now() - 3 * 24 * 60 * 60_000), 'America/Chicago'),
    });
    const person = await employee();
    const { person: requester, request } = await memberRequest(shift.id);
    const response = await call('managerA', {
      method: 'POST',
      url: `/api/shifts/${shift.id}/requests/assign-user`,
      payload: { userId: person.id },
    });
    expect(response.statusCode).toBe(409);
    expect(messagesOf(response)).toEqual(['This shift has already started']);
    const rows = await queryRows<{ employee_id: number }>(
      sql`select employee_id from shift_requests where shift_id = ${shift.id}`,
    );
    expect(rows).toEqual([{ employee_id: requester.id }]);
    expect(await stored(request.id)).toEqual({ status: 'Requested', declined: false });
    expect(await readOutbox(person.email)).toEqual([]);
  });

  it('refuses an assignment of a shift that began an hour ago the same way (409)', async () => {
    const shift = await shiftStarting('an hour ago');
    const response = await call('adminA', {
      method: 'POST',
      url: `/api/shifts/${shift.id}/requests/assign-user`,
      payload: { userId: (await employee()).id },
    });
    expect(response.statusCode).toBe(409);
    expect(messagesOf(response)).toEqual(['This shift has already started']);
  });

  it('still lets a manager decline a request once the shift has started', async () => {
    const shift = await shiftStarting('an hour ago');
    const { request } = await memberRequest(shift.id);
    expect((await actOnRequest('managerA', 'decline', shift.id, request.id)).statusCode).toBe(200);
  });
});

describe('a second offer of the same request is a conflict, not a refusal (trust #11 item 11)', () => {
  it('answers two managers offering at once with one offer (200) and This request has already been offered (409)', async () => {
    const shift = await shiftStarting(12);
    const { person, request } = await memberRequest(shift.id);
    const answers = await Promise.all([
      actOnRequest('managerA', 'offer', shift.id, request.id),
      actOnRequest('adminA', 'offer', shift.id, request.id),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409);
    expect(refused && messagesOf(refused)).toEqual(['This request has already been offered']);
    expect(await stored(request.id)).toEqual({ status: 'Offered', declined: false });
    const offers = (await readOutbox(person.email)).filter(
      (message) => message.subject === 'You have a shift offer on Chairside',
    );
    expect(offers).toHaveLength(1);
  });

  it('still refuses an offer by someone whose role never offers (403)', async () => {
    const shift = await shiftStarting(13);
    const { person, request } = await memberRequest(shift.id, { status: 'Offered' });
    expect((await actOnRequest(person, 'offer', shift.id, request.id)).statusCode).toBe(403);
  });
});
