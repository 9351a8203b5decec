import { weekStartOf } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ActorKey } from '../support/admin-world.ts';
import { localFromNow, messagesOf, shiftWorldForFile, type Caller } from '../support/shift-file.ts';
import { makeLocation } from '../support/factories.ts';
import { addDays } from '../support/report-world.ts';
import { localDayFromNow, monthOf, type MakeShiftOptions } from '../support/shift-world.ts';

// Issue #28 §1-2: a rate, engagement and terms on every shift; proposed, offered and agreed
// rates on its requests.

const { t, world, get, post, callBy, makeShift, makeRequest, freshMember, queryRows } =
  shiftWorldForFile();

let day = 12;
/** A fresh shift of A's location 1, a day of its own; posted at $50.00/h unless told. */
function payShift(options: Partial<MakeShiftOptions> = {}) {
  day += 1;
  return makeShift({
    locationId: world.a.locations[0].id,
    local: localFromNow(day, '08:00'),
    createdBy: world.a.manager.id,
    hourlyRateCents: 5000,
    ...options,
  });
}

const patch = (caller: Caller, url: string, payload?: object) =>
  callBy(caller, { method: 'PATCH', url, payload });
const postAs = (caller: Caller, url: string, payload?: object) =>
  callBy(caller, { method: 'POST', url, payload });

const member = () => freshMember({ jobTitle: 'Hygienist' });

function shiftPayload(overrides: Record<string, unknown> = {}) {
  day += 1;
  return {
    locationId: world.a.locations[0].id,
    date: localFromNow(day, '08:00'),
    position: 'Hygienist',
    totalMinutes: 480,
    lunchMinutes: 60,
    ...overrides,
  };
}

const PAY_1099 = { hourlyRateCents: 5250, engagement: '1099', paymentTerms: 'net_7' } as const;

describe('a shift’s pay (issue #28 §1)', () => {
  it('is posted with the shift and answered to everyone who sees it, the restricted view too', async () => {
    const posted = await post('managerA', '/api/shifts', shiftPayload(PAY_1099));
    expect(posted.statusCode).toBe(201);
    expect(posted.json()).toMatchObject(PAY_1099);
    const { id, localDate } = posted.json();
    for (const actor of ['managerA', 'employeeA', 'independent'] as ActorKey[]) {
      const detail = await get(actor, `/api/shifts/${id}`);
      expect(detail.json(), actor).toMatchObject(PAY_1099);
      const month = await get(
        actor,
        `/api/shifts?month=${monthOf(localDate).month}&year=${monthOf(localDate).year}`,
      );
      const listed = month.json().find((shift: { id: number }) => shift.id === id);
      expect(listed, actor).toMatchObject(PAY_1099);
    }
    expect((await get('employeeA', `/api/shifts/${id}`)).json().restricted).toBe(true);
  });

  it('defaults to no rate shown, W-2 and Net 15', async () => {
    const posted = await post('managerA', '/api/shifts', shiftPayload());
    expect(posted.json()).toMatchObject({
      hourlyRateCents: null,
      engagement: 'w2',
      paymentTerms: 'net_15',
    });
  });

  it.each([
    [{ hourlyRateCents: 99 }, 'Enter a rate between $1.00 and $1,000.00 an hour'],
    [{ hourlyRateCents: 100001 }, 'Enter a rate between $1.00 and $1,000.00 an hour'],
    [{ hourlyRateCents: 52.5 }, 'Enter the rate as a whole number of cents'],
    [{ hourlyRateCents: '5250' }, 'Enter the rate as a whole number of cents'],
    [{ engagement: 'W2' }, "Choose 'W-2' or '1099'"],
    [{ paymentTerms: 'net_60' }, "Choose 'Same day', 'Net 7', 'Net 15' or 'Net 30'"],
  ])('refuses %j (400)', async (pay, message) => {
    const response = await post('managerA', '/api/shifts', shiftPayload(pay));
    expect(response.statusCode).toBe(400);
    expect(messagesOf(response)).toContain(message);
  });

  it('is held by the database too: no rate outside the bounds, no unknown terms', async () => {
    const shift = await payShift();
    for (const change of [
      sql`update shifts set hourly_rate_cents = 99 where id = ${shift.id}`,
      sql`update shifts set engagement = 'agency' where id = ${shift.id}`,
      sql`update shifts set payment_terms = 'net_60' where id = ${shift.id}`,
      sql`update shift_requests set agreed_rate_cents = 100001 where shift_id = ${shift.id}`,
    ]) {
      await makeRequest({ shiftId: shift.id, employeeId: (await member()).id });
      await expect(queryRows(change)).rejects.toThrow();
    }
  });

  it('changes by PATCH while nobody is confirmed, in the shift’s history, telling those who asked', async () => {
    const shift = await payShift();
    const person = await member();
    await makeRequest({ shiftId: shift.id, employeeId: person.id });
    const response = await patch('managerA', `/api/shifts/${shift.id}`, PAY_1099);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject(PAY_1099);
    const history = (await get('managerA', `/api/shifts/${shift.id}/history`)).json();
    expect(history[0].changes).toEqual([
      { field: 'hourlyRateCents', from: 5000, to: 5250 },
      { field: 'engagement', from: 'w2', to: '1099' },
      { field: 'paymentTerms', from: 'net_15', to: 'net_7' },
    ]);
    const notices = (await callBy(person, { url: '/api/notifications' })).json().items;
    expect(notices[0].body).toContain(
      'Rate $50.00/h → $52.50/h, Engagement W-2 → 1099, Payment terms Net 15 → Net 7',
    );
  });

  it('never changes once someone is confirmed (409), while the notes still may', async () => {
    const shift = await payShift({ engagement: '1099' });
    await makeRequest({ shiftId: shift.id, employeeId: (await member()).id, status: 'Confirmed' });
    for (const pay of [
      { hourlyRateCents: 5500 },
      { hourlyRateCents: null },
      { engagement: 'w2' },
      { paymentTerms: 'same_day' },
      { hourlyRateCents: 5500, lunchMinutes: 30 },
    ]) {
      const response = await patch('managerA', `/api/shifts/${shift.id}`, pay);
      expect(response.statusCode, JSON.stringify(pay)).toBe(409);
      expect(response.json()).toEqual({ message: 'The pay of a confirmed shift cannot change' });
    }
    const notes = await patch('managerA', `/api/shifts/${shift.id}`, {
      notes: 'Parking behind',
      hourlyRateCents: 5000,
      engagement: '1099',
    });
    expect(notes.statusCode).toBe(200);
    expect(notes.json()).toMatchObject({ notes: 'Parking behind', hourlyRateCents: 5000 });
  });

  it('moves the live offers made at the posted rate with it; an offer at its own rate stays', async () => {
    const shift = await payShift();
    const atPosted = await makeRequest({
      shiftId: shift.id,
      employeeId: (await member()).id,
      status: 'Offered',
      offeredRateCents: 5000,
    });
    const atOwn = await makeRequest({
      shiftId: shift.id,
      employeeId: (await member()).id,
      status: 'Offered',
      offeredRateCents: 6000,
    });
    await patch('managerA', `/api/shifts/${shift.id}`, { hourlyRateCents: 5500 });
    const rows = await queryRows<{ id: number; offered_rate_cents: number }>(
      sql`select id, offered_rate_cents from shift_requests where shift_id = ${shift.id} order by id`,
    );
    expect(rows).toEqual([
      { id: atPosted.id, offered_rate_cents: 5500 },
      { id: atOwn.id, offered_rate_cents: 6000 },
    ]);
  });
});

describe('GET /api/shifts?minRateCents= (issue #28 §1)', () => {
  it('lists only the shifts showing at least the minimum; a shift with no rate shown never matches', async () => {
    day += 40;
    const local = localFromNow(day, '08:00');
    const options = { locationId: world.a.locations[1].id, createdBy: world.a.manager.id };
    const low = await makeShift({ ...options, local, hourlyRateCents: 4000 });
    const exact = await makeShift({ ...options, local, hourlyRateCents: 5000 });
    const high = await makeShift({ ...options, local, hourlyRateCents: 6500 });
    const hidden = await makeShift({ ...options, local, hourlyRateCents: null });
    const { month, year } = monthOf(local.slice(0, 10));
    const ids = async (query: string) =>
      (await get('independent', `/api/shifts?month=${month}&year=${year}${query}`))
        .json()
        .map((shift: { id: number }) => shift.id)
        .filter((id: number) => [low.id, exact.id, high.id, hidden.id].includes(id));
    expect(await ids('')).toEqual([low.id, exact.id, high.id, hidden.id]);
    expect(await ids('&minRateCents=5000')).toEqual([exact.id, high.id]);
    const refused = await get(
      'independent',
      `/api/shifts?month=${month}&year=${year}&minRateCents=50.5`,
    );
    expect(refused.statusCode).toBe(400);
  });
});

describe('proposed, offered and agreed rates (issue #28 §2)', () => {
  const requestOf = async (shiftId: number, requestId: number, caller: Caller = 'managerA') =>
    (await callBy(caller, { url: `/api/shifts/${shiftId}/requests` }))
      .json()
      .find((request: { id: number }) => request.id === requestId);

  it('takes a proposed rate with the request, shown to the manager beside the posted one', async () => {
    const shift = await payShift();
    const person = await member();
    const response = await postAs(person, `/api/shifts/${shift.id}/requests`, {
      proposedRateCents: 5500,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      proposedRateCents: 5500,
      offeredRateCents: null,
      agreedRateCents: null,
    });
    expect(await requestOf(shift.id, response.json().id)).toMatchObject({
      proposedRateCents: 5500,
    });
    const other = await postAs(await member(), `/api/shifts/${shift.id}/requests`, {
      proposedRateCents: 55.5,
    });
    expect(other.statusCode).toBe(400);
    expect(messagesOf(other)).toContain('Enter the rate as a whole number of cents');
  });

  it('offers at the posted rate with no body, at the manager’s own rate when given; confirming agrees to it', async () => {
    const shift = await payShift();
    const posted = await makeRequest({ shiftId: shift.id, employeeId: (await member()).id });
    const offered = await patch('managerA', `/api/shifts/${shift.id}/requests/${posted.id}/offer`);
    expect(offered.statusCode).toBe(200);
    expect(offered.json()).toMatchObject({ offeredRateCents: 5000, agreedRateCents: null });

    const other = await payShift();
    const person = await member();
    const asked = await postAs(person, `/api/shifts/${other.id}/requests`, {
      proposedRateCents: 5500,
    });
    const id = asked.json().id;
    const offer = await patch('managerA', `/api/shifts/${other.id}/requests/${id}/offer`, {
      rateCents: 5500,
    });
    expect(offer.json()).toMatchObject({ status: 'Offered', offeredRateCents: 5500 });
    // The person sees the offered rate before confirming.
    expect(await requestOf(other.id, id, person)).toMatchObject({
      proposedRateCents: 5500,
      offeredRateCents: 5500,
      agreedRateCents: null,
    });
    const confirmed = await patch(person, `/api/shifts/${other.id}/requests/${id}/confirm`);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: 'Confirmed', agreedRateCents: 5500 });

    // It never changes afterwards: the shift's pay is locked, and so is the request.
    const edit = await patch('managerA', `/api/shifts/${other.id}`, { hourlyRateCents: 6000 });
    expect(edit.statusCode).toBe(409);
    expect(await requestOf(other.id, id)).toMatchObject({ agreedRateCents: 5500 });
  });

  it('refuses an offered rate out of bounds (400)', async () => {
    const shift = await payShift();
    const request = await makeRequest({ shiftId: shift.id, employeeId: (await member()).id });
    const response = await patch(
      'managerA',
      `/api/shifts/${shift.id}/requests/${request.id}/offer`,
      { rateCents: 50 },
    );
    expect(response.statusCode).toBe(400);
    expect(messagesOf(response)).toContain('Enter a rate between $1.00 and $1,000.00 an hour');
  });

  it('agrees to the posted rate when the offer came before offers carried a rate', async () => {
    const shift = await payShift({ hourlyRateCents: 4800 });
    const person = await member();
    const offer = await makeRequest({
      shiftId: shift.id,
      employeeId: person.id,
      status: 'Offered',
    });
    const confirmed = await patch(person, `/api/shifts/${shift.id}/requests/${offer.id}/confirm`);
    expect(confirmed.json()).toMatchObject({ agreedRateCents: 4800 });
  });

  it('assigns at the posted rate, or at the rate the manager gives, offer or confirmation', async () => {
    const assign = (shiftId: number, payload: object) =>
      post('managerA', `/api/shifts/${shiftId}/requests/assign-user`, payload);
    const atPosted = await payShift();
    const posted = await assign(atPosted.id, { userId: (await member()).id });
    expect(posted.statusCode).toBe(200);
    expect(posted.json()).toMatchObject({
      status: 'Confirmed',
      offeredRateCents: 5000,
      agreedRateCents: 5000,
    });

    const atOwn = await payShift();
    const own = await assign(atOwn.id, { userId: (await member()).id, rateCents: 6250 });
    expect(own.json()).toMatchObject({ agreedRateCents: 6250 });

    const offered = await payShift();
    const offer = await assign(offered.id, {
      userId: (await member()).id,
      mode: 'offer',
      rateCents: 5800,
    });
    expect(offer.json()).toMatchObject({
      status: 'Offered',
      offeredRateCents: 5800,
      agreedRateCents: null,
    });

    const hidden = await payShift({ hourlyRateCents: null });
    const none = await assign(hidden.id, { userId: (await member()).id });
    expect(none.json()).toMatchObject({ offeredRateCents: null, agreedRateCents: null });
  });
});

describe('templates, repeats and Copy Week carry the pay (issue #28 §1)', () => {
  it('keeps a template’s pay', async () => {
    const locationId = world.a.locations[0].id;
    const response = await post('managerA', `/api/locations/${locationId}/shift-templates`, {
      name: 'Contract hygiene',
      position: 'Hygienist',
      startTime: '08:00',
      endTime: '16:00',
      lunchMinutes: 60,
      ...PAY_1099,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject(PAY_1099);
    const plain = await post('managerA', `/api/locations/${locationId}/shift-templates`, {
      name: 'Plain hygiene',
      position: 'Hygienist',
      startTime: '08:00',
      endTime: '16:00',
      lunchMinutes: 60,
    });
    expect(plain.json()).toMatchObject({
      hourlyRateCents: null,
      engagement: 'w2',
      paymentTerms: 'net_15',
    });
  });

  it('posts every shift of a series with the pay', async () => {
    const shift = shiftPayload(PAY_1099);
    const response = await post('managerA', '/api/shifts/series', {
      shift,
      repeat: { kind: 'weekly', weekdays: [0, 1, 2, 3, 4, 5, 6], count: 2 },
    });
    expect(response.statusCode).toBe(201);
    const rows = await queryRows<Record<string, unknown>>(
      sql`select hourly_rate_cents, engagement, payment_terms from shifts
          where id in ${response.json().shiftIds}`,
    );
    expect(rows).toEqual([
      { hourly_rate_cents: 5250, engagement: '1099', payment_terms: 'net_7' },
      { hourly_rate_cents: 5250, engagement: '1099', payment_terms: 'net_7' },
    ]);
  });

  it('copies each shift of a week with its pay', async () => {
    const location = await makeLocation(t.db, world.a.organization.id);
    const from = weekStartOf(localDayFromNow(7 * 20));
    const source = await makeShift({
      locationId: location.id,
      local: `${addDays(from, 2)}T08:00`,
      hourlyRateCents: 3150,
      engagement: '1099',
      paymentTerms: 'same_day',
    });
    const response = await post('managerA', '/api/shifts/copy-week', {
      fromWeekStart: from,
      toWeekStart: addDays(from, 7),
      locationId: location.id,
    });
    expect(response.statusCode).toBe(201);
    const rows = await queryRows<Record<string, unknown>>(
      sql`select hourly_rate_cents, engagement, payment_terms from shifts
          where id in ${[source.id, ...response.json().shiftIds]}`,
    );
    expect(rows).toEqual([
      { hourly_rate_cents: 3150, engagement: '1099', payment_terms: 'same_day' },
      { hourly_rate_cents: 3150, engagement: '1099', payment_terms: 'same_day' },
    ]);
  });
});
