import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminWorldForFile } from '../support/admin-file.ts';
import { readOutbox } from '../support/outbox.ts';
import { localFromNow, makeRequest, messagesOf } from '../support/shift-world.ts';
import { requestWorld, type Caller } from '../support/request-world.ts';
import { queryRows } from '../support/sql.ts';

const file = adminWorldForFile();
const { t, world, call, post } = file;

const HOUR_MS = 60 * 60 * 1000;
const CANCELLED = (name: string) => `${name}'s shift was cancelled`;
const REOPENED = 'A Chairside shift you asked for is open again';

const { shiftAt, member, heldRequest, callAs } = requestWorld(file);

/** A fresh member of A confirmed on a new shift `days` from now (or starting at a Date). */
const confirmedShift = (when: number | Date = 10) => heldRequest(when, 'Confirmed');

const cancelAs = (
  who: Caller,
  shiftId: number,
  requestId: number,
  payload: unknown = { reason: 'Family emergency' },
) =>
  callAs(who, {
    method: 'PATCH',
    url: `/api/shifts/${shiftId}/requests/${requestId}/cancel`,
    payload: payload as Record<string, unknown>,
  });

const subjects = async (email: string) =>
  (await readOutbox(t.app, email)).map((message) => message.subject);

const storedLate = async (requestId: number) => {
  const [row] = await queryRows<{ late: boolean }>(
    t.db,
    sql`select cancelled_late as late from shift_requests where id = ${requestId}`,
  );
  return row.late;
};

describe('cancelling a confirmed shift (issue #14 §3)', () => {
  it('lets the confirmed person cancel with a reason: the shift is open again and the location’s managers are told', async () => {
    const { shift, person, request } = await confirmedShift();
    const response = await cancelAs(person, shift.id, request.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      declined: true,
      declineReason: 'cancelled',
      cancelReason: 'Family emergency',
      lateCancellations: null,
    });
    const detail = await call('managerA', { url: `/api/shifts/${shift.id}` });
    expect(detail.json()).toMatchObject({ status: 'Unassigned', confirmed: 0 });
    for (const manager of [world.a.manager, world.a.admin, world.a.locationManager]) {
      const mail = (await readOutbox(t.app, manager.email)).find(
        (message) => message.subject === CANCELLED(person.name),
      );
      expect(mail?.text).toContain('Reason: Family emergency');
    }
  });

  it('lets a manager of the shift cancel an assignment, and tells the person', async () => {
    const { shift, person, request } = await confirmedShift();
    expect((await cancelAs('managerA', shift.id, request.id)).statusCode).toBe(200);
    expect(await subjects(person.email)).toContain(CANCELLED(person.name));
  });

  it('requires a reason, on one line: Enter a reason for cancelling (400)', async () => {
    const { shift, person, request } = await confirmedShift();
    for (const payload of [{}, { reason: '   ' }]) {
      const response = await cancelAs(person, shift.id, request.id, payload);
      expect(response.statusCode).toBe(400);
      expect(messagesOf(response)).toEqual(['Enter a reason for cancelling']);
    }
    const multiLine = await cancelAs(person, shift.id, request.id, { reason: 'a\nb' });
    expect(multiLine.statusCode).toBe(400);
    const tooLong = await cancelAs(person, shift.id, request.id, { reason: 'x'.repeat(201) });
    expect(tooLong.statusCode).toBe(400);
  });

  it('hides another person’s assignment from a fellow employee (404) and another organization’s (404)', async () => {
    const { shift, request } = await confirmedShift();
    expect((await cancelAs('employeeA', shift.id, request.id)).statusCode).toBe(404);
    expect((await cancelAs('managerB', shift.id, request.id)).statusCode).toBe(404);
  });

  it('refuses once the shift has started: This shift has already started (409)', async () => {
    const { shift, person, request } = await confirmedShift(new Date(Date.now() - HOUR_MS));
    const response = await cancelAs(person, shift.id, request.id);
    expect(response.statusCode).toBe(409);
    expect(messagesOf(response)).toEqual(['This shift has already started']);
    expect((await cancelAs('managerA', shift.id, request.id)).statusCode).toBe(409);
  });

  it('refuses a request that is not confirmed: Only a confirmed shift can be cancelled (409)', async () => {
    const shift = await shiftAt(localFromNow(9));
    const person = await member();
    const offer = await makeRequest(t.db, {
      shiftId: shift.id,
      employeeId: person.id,
      status: 'Offered',
    });
    const response = await cancelAs(person, shift.id, offer.id);
    expect(response.statusCode).toBe(409);
    expect(messagesOf(response)).toEqual(['Only a confirmed shift can be cancelled']);
  });

  it('counts the person’s own cancellation within 48 hours of the start as late, and a manager’s never', async () => {
    const soon = await confirmedShift(new Date(Date.now() + 47 * HOUR_MS));
    await cancelAs(soon.person, soon.shift.id, soon.request.id);
    expect(await storedLate(soon.request.id)).toBe(true);
    const later = await confirmedShift(new Date(Date.now() + 49 * HOUR_MS));
    await cancelAs(later.person, later.shift.id, later.request.id);
    expect(await storedLate(later.request.id)).toBe(false);
    const byManager = await confirmedShift(new Date(Date.now() + 5 * HOUR_MS));
    await cancelAs('managerA', byManager.shift.id, byManager.request.id);
    expect(await storedLate(byManager.request.id)).toBe(false);
  });

  it('tells the managers the person cancelled their own shift, urgent when it starts within 48 hours (issue #26 §5)', async () => {
    const managersNotice = async (shiftId: number) => {
      const [notice] = await queryRows<{ body: string }>(
        t.db,
        sql`select body from notifications where user_id = ${world.a.manager.id} and shift_id = ${shiftId}`,
      );
      return notice.body;
    };
    const soon = await confirmedShift(new Date(Date.now() + 20 * HOUR_MS + 30 * 60_000));
    await cancelAs(soon.person, soon.shift.id, soon.request.id);
    expect(await managersNotice(soon.shift.id)).toMatch(
      new RegExp(
        `^Urgent: ${soon.person.name} cancelled their confirmed shift \\(Family emergency\\); it starts in 20 hours: `,
      ),
    );
    expect(await subjects(world.a.manager.email)).toContain(
      `Urgent: ${CANCELLED(soon.person.name)}`,
    );

    const later = await confirmedShift(10);
    await cancelAs(later.person, later.shift.id, later.request.id);
    expect(await managersNotice(later.shift.id)).toMatch(
      new RegExp(`^${later.person.name} cancelled their confirmed shift \\(Family emergency\\): `),
    );
  });

  it('shows a manager the person’s late cancellations of the last 90 days beside their request, never the person', async () => {
    const first = await confirmedShift(new Date(Date.now() + 20 * HOUR_MS));
    const { person } = first;
    await cancelAs(person, first.shift.id, first.request.id);
    const second = await shiftAt(localFromNow(30));
    await makeRequest(t.db, { shiftId: second.id, employeeId: person.id, status: 'Confirmed' });
    await cancelAs(person, second.id, (await openRequestOf(second.id, person.id)).id);
    const next = await shiftAt(localFromNow(40));
    const request = await makeRequest(t.db, { shiftId: next.id, employeeId: person.id });
    const seen = async () =>
      (await call('managerA', { url: `/api/shifts/${next.id}/requests` })).json()[0];
    expect((await seen()).lateCancellations).toBe(1);
    await t.db.execute(
      sql`update shift_requests set cancelled_at = now() - interval '91 days' where id = ${first.request.id}`,
    );
    expect((await seen()).lateCancellations).toBe(0);
    const own = await callAs(person, {
      url: `/api/shifts/${next.id}/requests`,
    });
    expect(own.json()).toEqual([
      expect.objectContaining({ id: request.id, lateCancellations: null }),
    ]);
  });

  it('tells those declined only because the shift was filled that it is open again, and lets them request it again', async () => {
    const shift = await shiftAt(localFromNow(16));
    const waiting = await member();
    const refused = await member();
    const chosen = await member();
    await makeRequest(t.db, { shiftId: shift.id, employeeId: waiting.id });
    const refusedRequest = await makeRequest(t.db, { shiftId: shift.id, employeeId: refused.id });
    expect(
      (
        await call('managerA', {
          method: 'PATCH',
          url: `/api/shifts/${shift.id}/requests/${refusedRequest.id}/decline`,
        })
      ).statusCode,
    ).toBe(200);
    const assigned = await post('managerA', `/api/shifts/${shift.id}/requests/assign-user`, {
      userId: chosen.id,
    });
    expect(assigned.statusCode).toBe(200);
    expect((await cancelAs(chosen, shift.id, assigned.json().id)).statusCode).toBe(200);
    expect(await subjects(waiting.email)).toContain(REOPENED);
    expect(await subjects(refused.email)).not.toContain(REOPENED);
    const again = await callAs(waiting, {
      method: 'POST',
      url: `/api/shifts/${shift.id}/requests`,
    });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({
      status: 'Requested',
      declined: false,
      declineReason: null,
    });
    const notAgain = await callAs(refused, {
      method: 'POST',
      url: `/api/shifts/${shift.id}/requests`,
    });
    expect(notAgain.statusCode).toBe(409);
    expect(messagesOf(notAgain)).toEqual(['You have already requested this shift']);
  });
});

describe('offering a reopened shift again to those who had asked (issue #26 §5)', () => {
  it('lets a manager offer it again to one declined only because it was filled, not once it is filled again', async () => {
    const shift = await shiftAt(localFromNow(17));
    const earlier = await member();
    const chosen = await member();
    const asked = await makeRequest(t.db, { shiftId: shift.id, employeeId: earlier.id });
    const assigned = await post('managerA', `/api/shifts/${shift.id}/requests/assign-user`, {
      userId: chosen.id,
    });
    const offerAgain = () =>
      call('managerA', {
        method: 'PATCH',
        url: `/api/shifts/${shift.id}/requests/${asked.id}/offer`,
      });
    const refused = await offerAgain();
    expect(refused.statusCode).toBe(409);
    expect(messagesOf(refused)).toEqual(['This request can no longer be changed']);

    expect((await cancelAs(chosen, shift.id, assigned.json().id)).statusCode).toBe(200);
    const offered = await offerAgain();
    expect(offered.statusCode).toBe(200);
    expect(offered.json()).toMatchObject({
      id: asked.id,
      status: 'Offered',
      declined: false,
      declineReason: null,
    });
    expect(offered.json().offerExpiresAt).not.toBeNull();
  });
});

async function openRequestOf(shiftId: number, employeeId: number) {
  const [row] = await queryRows<{ id: number }>(
    t.db,
    sql`select id from shift_requests where shift_id = ${shiftId} and employee_id = ${employeeId}`,
  );
  return row;
}
