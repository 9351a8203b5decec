import { describe, expect, it } from 'vitest';
import { adminWorldForFile } from '../support/admin-file.ts';
import { bearer } from '../support/app.ts';
import { callAs } from '../support/admin-world.ts';
import { readOutbox } from '../support/outbox.ts';
import {
  confirmFreshOffer,
  freshMember,
  localAt,
  localFromNow,
  makeRequest,
  makeShift,
  messagesOf,
} from '../support/shift-world.ts';

// Issue #24 §1: one eligibility rule, asked by request, offer, confirm, assign, the Assign
// picker and the shift page's 'why not'. The rule's every reason is table-tested in
// packages/domain/src/eligibility.test.ts; these prove each route asks it.
const { t, world } = adminWorldForFile();

let day = 30;
/** A fresh Hygienist shift at A's second location, 8:00 to 16:00 some days ahead. */
function hygienistShift(local = localFromNow((day += 2), '08:00')) {
  return makeShift(t.db, {
    locationId: world.a.locations[1].id,
    local,
    position: 'Hygienist',
    totalMinutes: 480,
  });
}

const member = (options: Parameters<typeof freshMember>[2] = {}) =>
  freshMember(t, world.a.organization.id, options);

const asPerson = (token: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload = {}) =>
  t.app.inject({ method, url, headers: bearer(token), payload });

describe('requesting asks eligibility (issue #24 §1)', () => {
  it('refuses a front desk employee a Hygienist shift, in their words (409), and stores nothing', async () => {
    const shift = await hygienistShift();
    const person = await member({ jobTitle: 'Front Desk' });
    const response = await asPerson(person.token, 'POST', `/api/shifts/${shift.id}/requests`);
    expect(response.statusCode).toBe(409);
    expect(messagesOf(response)).toEqual([
      'Your job title, Front Desk, cannot work a Hygienist shift',
    ]);
    const requests = await asPerson(person.token, 'GET', `/api/shifts/${shift.id}/requests`);
    expect(requests.json()).toEqual([]);
  });

  it('refuses a person confirmed elsewhere at that time: You are already confirmed… (409)', async () => {
    const local = localFromNow((day += 2), '08:00');
    const [booked, wanted] = [await hygienistShift(local), await hygienistShift(local)];
    const person = await member();
    await makeRequest(t.db, { shiftId: booked.id, employeeId: person.id, status: 'Confirmed' });
    const response = await asPerson(person.token, 'POST', `/api/shifts/${wanted.id}/requests`);
    expect(response.statusCode).toBe(409);
    expect(messagesOf(response)).toEqual(['You are already confirmed for a shift at that time']);
  });

  it('still takes a hygienist’s request for a Hygienist shift (201)', async () => {
    const shift = await hygienistShift();
    const person = await member();
    const response = await asPerson(person.token, 'POST', `/api/shifts/${shift.id}/requests`);
    expect(response.statusCode).toBe(201);
  });
});

describe('offering asks eligibility, naming the person (issue #24 §1)', () => {
  it('refuses to offer to a person confirmed elsewhere at that time (409), and sends nothing', async () => {
    const local = localFromNow((day += 2), '08:00');
    const [booked, wanted] = [await hygienistShift(local), await hygienistShift(local)];
    const person = await member();
    await makeRequest(t.db, { shiftId: booked.id, employeeId: person.id, status: 'Confirmed' });
    const request = await makeRequest(t.db, { shiftId: wanted.id, employeeId: person.id });
    const response = await callAs(t, world, 'managerA', {
      method: 'PATCH',
      url: `/api/shifts/${wanted.id}/requests/${request.id}/offer`,
    });
    expect(response.statusCode).toBe(409);
    expect(messagesOf(response)).toEqual([
      'This person is already confirmed for a shift at that time',
    ]);
    expect(await readOutbox(t.app, person.email)).toEqual([]);
  });

  it.each<[string, Parameters<typeof member>[0], string]>([
    [
      'deactivated since they asked',
      { isActive: false, name: 'Ivy Inactive' },
      'Ivy Inactive is no longer active',
    ],
    [
      'who has not verified their email',
      { verified: false, name: 'Una Unverified' },
      'Una Unverified has not verified their email address yet',
    ],
  ])('refuses to offer to a person %s, naming them (409)', async (_who, options, message) => {
    const shift = await hygienistShift();
    const person = await member(options);
    const request = await makeRequest(t.db, { shiftId: shift.id, employeeId: person.id });
    const response = await callAs(t, world, 'managerA', {
      method: 'PATCH',
      url: `/api/shifts/${shift.id}/requests/${request.id}/offer`,
    });
    expect(response.statusCode).toBe(409);
    expect(messagesOf(response)).toEqual([message]);
  });
});

describe('confirming and assigning ask eligibility (issue #24 §1)', () => {
  it('refuses the person’s confirmation once their job title no longer fits (409, their words)', async () => {
    const shift = await hygienistShift();
    const person = await member({ jobTitle: 'Front Desk' });
    const { response } = await confirmFreshOffer(t, person, shift.id);
    expect(response.statusCode).toBe(409);
    expect(messagesOf(response)).toEqual([
      'Your job title, Front Desk, cannot work a Hygienist shift',
    ]);
  });

  it('refuses to assign a front desk employee a Hygienist shift, naming them (409)', async () => {
    const shift = await hygienistShift();
    const person = await member({ jobTitle: 'Front Desk', name: 'Fran Frontdesk' });
    const response = await callAs(t, world, 'managerA', {
      method: 'POST',
      url: `/api/shifts/${shift.id}/requests/assign-user`,
      payload: { userId: person.id },
    });
    expect(response.statusCode).toBe(409);
    expect(messagesOf(response)).toEqual([
      "Fran Frontdesk's job title, Front Desk, cannot work a Hygienist shift",
    ]);
  });
});

describe('GET /api/shifts/:shiftId/requests says why each live request’s person may not work it (issue #24 §1)', () => {
  it('names the reason for the shift’s managers, and tells the person in their own words', async () => {
    const local = localFromNow((day += 2), '08:00');
    const [booked, wanted] = [await hygienistShift(local), await hygienistShift(local)];
    const person = await member();
    const free = await member();
    await makeRequest(t.db, { shiftId: booked.id, employeeId: person.id, status: 'Confirmed' });
    await makeRequest(t.db, { shiftId: wanted.id, employeeId: person.id });
    await makeRequest(t.db, { shiftId: wanted.id, employeeId: free.id });

    const managers = await callAs(t, world, 'managerA', {
      method: 'GET',
      url: `/api/shifts/${wanted.id}/requests`,
    });
    const reasonsOf = (answer: { employeeId: number; notEligible: unknown }[], id: number) =>
      answer.find((request) => request.employeeId === id)?.notEligible;
    expect(reasonsOf(managers.json(), person.id)).toEqual([
      { rule: 'booked', message: 'This person is already confirmed for a shift at that time' },
    ]);
    expect(reasonsOf(managers.json(), free.id)).toEqual([]);

    const own = await asPerson(person.token, 'GET', `/api/shifts/${wanted.id}/requests`);
    expect(reasonsOf(own.json(), person.id)).toEqual([
      { rule: 'booked', message: 'You are already confirmed for a shift at that time' },
    ]);
  });
});

describe('GET /api/shifts/:shiftId/eligibility: the shift page’s why not (issue #24 §1)', () => {
  it('answers no reason to a hygienist who may work a Hygienist shift', async () => {
    const shift = await hygienistShift();
    const person = await member();
    const response = await asPerson(person.token, 'GET', `/api/shifts/${shift.id}/eligibility`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ reasons: [], credentialShortfall: null });
  });

  it('answers every reason, in the person’s words: a started shift and their job title', async () => {
    const shift = await hygienistShift(
      localAt(new Date(Date.now() - 60 * 60_000), 'America/Chicago'),
    );
    const person = await member({ jobTitle: 'Front Desk' });
    const response = await asPerson(person.token, 'GET', `/api/shifts/${shift.id}/eligibility`);
    expect(response.json()).toEqual({
      reasons: [
        { rule: 'started', message: 'This shift has already started' },
        { rule: 'job-title', message: 'Your job title, Front Desk, cannot work a Hygienist shift' },
      ],
      credentialShortfall: null,
    });
  });

  it('answers 404 for a shift out of reach, like the shift itself', async () => {
    const shift = await makeShift(t.db, {
      locationId: world.b.locations[0].id,
      local: localFromNow(40, '08:00'),
    });
    const person = await member();
    const response = await asPerson(person.token, 'GET', `/api/shifts/${shift.id}/eligibility`);
    expect(response.statusCode).toBe(404);
  });
});
