import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runOfferDeadlines } from '../../src/modules/shifts/offer-deadlines.ts';
import { localAt, localFromNow, messagesOf, shiftWorldForFile } from '../support/shift-file.ts';
import { bearer } from '../support/app.ts';

const { t, world, patch, call, makeShift, makeRequest, freshMember, readOutbox, queryRows } =
  shiftWorldForFile();

const HOUR_MS = 60 * 60 * 1000;
const REMINDER = 'Your Chairside shift offer expires soon';

/** A shift at A's first location (its location manager's), `local` its wall-clock start. */
const shiftAt = (local: string) =>
  makeShift({ locationId: world.a.locations[0].id, local, createdBy: world.a.manager.id });

/** A request of a fresh member of A, offered by A's manager through the API. */
async function offered(shiftId: number) {
  const person = await freshMember();
  const request = await makeRequest({ shiftId, employeeId: person.id });
  const answer = await patch('managerA', `/api/shifts/${shiftId}/requests/${request.id}/offer`);
  expect(answer.statusCode).toBe(200);
  return { person, request, answer: answer.json() };
}

const deadlines = async (requestId: number) => {
  const [row] = await queryRows<{
    expires: Date;
    reminder: Date | null;
    status: string;
    declined: boolean;
    reason: string | null;
  }>(sql`select offer_expires_at as expires, offer_reminder_at as reminder, status, declined,
      decline_reason as reason from shift_requests where id = ${requestId}`);
  return { ...row, expires: new Date(row.expires) };
};

const run = (at: Date) => runOfferDeadlines(t, at);
const subjects = async (email: string) =>
  (await readOutbox(email)).map((message) => message.subject);

describe('an offer waits for an answer until its deadline (issue #14 §3)', () => {
  it('gives an offer the organization’s response time, 24 hours by default, and answers its deadline', async () => {
    const shift = await shiftAt(localFromNow(10));
    const before = Date.now();
    const { request, answer } = await offered(shift.id);
    const { expires, reminder } = await deadlines(request.id);
    expect(expires.getTime()).toBeGreaterThanOrEqual(before + 24 * HOUR_MS - 1000);
    expect(expires.getTime()).toBeLessThanOrEqual(Date.now() + 24 * HOUR_MS);
    expect(reminder && new Date(reminder).getTime()).toBe(expires.getTime() - 12 * HOUR_MS);
    expect(answer.offerExpiresAt).toBe(expires.toISOString());
  });

  it('never lets the deadline pass the shift’s start', async () => {
    const start = new Date(Date.now() + 3 * HOUR_MS);
    const shift = await shiftAt(localAt(start, 'America/Chicago'));
    const { request } = await offered(shift.id);
    expect((await deadlines(request.id)).expires.toISOString()).toBe(shift.startsAt.toISOString());
  });

  it('sends the reminder once, halfway to the deadline', async () => {
    const shift = await shiftAt(localFromNow(11));
    const { person, request } = await offered(shift.id);
    const { reminder } = await deadlines(request.id);
    const halfway = new Date(reminder ?? 0);
    await run(new Date(halfway.getTime() - 1000));
    expect(await subjects(person.email)).not.toContain(REMINDER);
    await run(halfway);
    await run(new Date(halfway.getTime() + HOUR_MS));
    const reminders = (await readOutbox(person.email)).filter((m) => m.subject === REMINDER);
    expect(reminders).toHaveLength(1);
    expect(reminders[0].text).toMatch(
      /Your offer for Hygienist at Alder Dental - Alder North, .* expires at /,
    );
  });

  it('expires an unanswered offer at its deadline: declined as Offer expired, managers told, the shift open again', async () => {
    const shift = await shiftAt(localFromNow(12));
    const { person, request } = await offered(shift.id);
    const { expires } = await deadlines(request.id);
    await run(new Date(expires.getTime() - 1000));
    expect((await deadlines(request.id)).declined).toBe(false);
    await run(expires);
    expect(await deadlines(request.id)).toMatchObject({ declined: true, reason: 'offerExpired' });
    for (const manager of [world.a.manager, world.a.admin, world.a.locationManager]) {
      expect(await subjects(manager.email)).toContain(
        `${person.name} did not answer a shift offer`,
      );
    }
    expect(await subjects(person.email)).toContain('Your Chairside shift offer expired');
    const detail = await call('managerA', { url: `/api/shifts/${shift.id}` });
    expect(detail.json()).toMatchObject({ status: 'Unassigned', confirmed: 0 });
    const requests = await call('managerA', { url: `/api/shifts/${shift.id}/requests` });
    expect(requests.json()[0]).toMatchObject({ declined: true, declineReason: 'offerExpired' });
  });

  it('refuses a confirmation past the deadline even before the worker ran: This offer has expired (409)', async () => {
    const shift = await shiftAt(localFromNow(13));
    const { person, request } = await offered(shift.id);
    await t.db.execute(
      sql`update shift_requests set offer_expires_at = now() - interval '1 minute' where id = ${request.id}`,
    );
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/shifts/${shift.id}/requests/${request.id}/confirm`,
      headers: bearer(person.token),
    });
    expect(response.statusCode).toBe(409);
    expect(messagesOf(response)).toEqual(['This offer has expired']);
  });

  it('lets a confirmation made before the deadline win over the expiry racing it: one state, never both', async () => {
    const shift = await shiftAt(localFromNow(14));
    const { person, request } = await offered(shift.id);
    const { expires } = await deadlines(request.id);
    const [confirmation] = await Promise.all([
      t.app.inject({
        method: 'PATCH',
        url: `/api/shifts/${shift.id}/requests/${request.id}/confirm`,
        headers: bearer(person.token),
      }),
      run(expires),
    ]);
    const after = await deadlines(request.id);
    if (confirmation.statusCode === 200) {
      expect(after).toMatchObject({ status: 'Confirmed', declined: false, reason: null });
      expect(await subjects(person.email)).not.toContain('Your Chairside shift offer expired');
    } else {
      expect(messagesOf(confirmation)).toEqual(['This request can no longer be changed']);
      expect(after).toMatchObject({ status: 'Offered', declined: true, reason: 'offerExpired' });
    }
    await run(new Date(expires.getTime() + HOUR_MS));
    expect(await deadlines(request.id)).toEqual(after);
  });

  it('leaves a confirmed offer alone at its old deadline', async () => {
    const shift = await shiftAt(localFromNow(15));
    const { person, request } = await offered(shift.id);
    const { expires } = await deadlines(request.id);
    const confirmation = await t.app.inject({
      method: 'PATCH',
      url: `/api/shifts/${shift.id}/requests/${request.id}/confirm`,
      headers: bearer(person.token),
    });
    expect(confirmation.statusCode).toBe(200);
    expect(confirmation.json().offerExpiresAt).toBeNull();
    await run(expires);
    expect(await deadlines(request.id)).toMatchObject({ status: 'Confirmed', declined: false });
  });
});
