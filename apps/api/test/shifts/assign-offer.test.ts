import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { localFromNow, messagesOf, shiftWorldForFile } from '../support/shift-file.ts';

const { world, get, post, makeShift, makeRequest, freshMember, readOutbox, queryRows } =
  shiftWorldForFile();

let day = 12;
const openShift = () =>
  makeShift({ locationId: world.a.locations[0].id, local: localFromNow(++day, '08:00') });

const offerTo = (shiftId: number, userId: number, notes: string | null = null) =>
  post('managerA', `/api/shifts/${shiftId}/requests/assign-user`, {
    userId,
    notes,
    mode: 'offer',
  });

describe("Assign to User's 'Offer with a deadline' (issue #26 §10)", () => {
  it('offers the shift to the person with the organization’s response time, leaving the other requests be', async () => {
    const shift = await openShift();
    const person = await freshMember({}, 'a');
    const waiting = await freshMember({}, 'a');
    await makeRequest({ shiftId: shift.id, employeeId: waiting.id });

    const before = Date.now();
    const response = await offerTo(shift.id, person.id, 'You would be great');
    expect(response.statusCode).toBe(200);
    const request = response.json();
    expect(request).toMatchObject({
      employeeId: person.id,
      status: 'Offered',
      declined: false,
      managerNotes: 'You would be great',
    });
    const left = Date.parse(request.offerExpiresAt) - before;
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThanOrEqual(24 * 60 * 60 * 1000 + 60_000);

    const stored = await queryRows<{ employee_id: number; status: string; declined: boolean }>(
      sql`select employee_id, status, declined from shift_requests where shift_id = ${shift.id} order by id`,
    );
    expect(stored).toEqual([
      { employee_id: waiting.id, status: 'Requested', declined: false },
      { employee_id: person.id, status: 'Offered', declined: false },
    ]);
    const detail = (await get('managerA', `/api/shifts/${shift.id}`)).json();
    expect(detail).toMatchObject({ status: 'Requested', offers: 1, confirmed: 0 });
    expect(detail.offerExpiresAt).toBe(request.offerExpiresAt);

    const emails = (await readOutbox(person.email)).filter((message) =>
      message.text.includes(`/dashboard/shifts/${shift.id}`),
    );
    expect(emails).toHaveLength(1);
    // Nobody asked: the email does not say a request was accepted.
    expect(emails[0]?.text).toContain('A shift is offered to you:');
  });

  it('offers a person who asked their own request, and refuses a second offer while one waits', async () => {
    const shift = await openShift();
    const person = await freshMember({}, 'a');
    const asked = await makeRequest({ shiftId: shift.id, employeeId: person.id });

    const first = await offerTo(shift.id, person.id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ id: asked.id, status: 'Offered' });

    const again = await offerTo(shift.id, person.id);
    expect(again.statusCode).toBe(409);
    expect(messagesOf(again)).toEqual(['This request has already been offered']);
  });
});
