import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  FILLED_SHIFT,
  localFromNow,
  messagesOf,
  shiftWorldForFile,
} from '../support/shift-file.ts';
import type { ActorKey, OrgKey } from '../support/admin-world.ts';
import { MAY_ASSIGN, MAY_NOT_ASSIGN } from '../support/assign-permissions.ts';
import { makeLocation, type MakeUserOptions } from '../support/factories.ts';
import { confirmFreshOffer, type Shift } from '../support/shift-world.ts';

const { t, world, get, post, makeShift, makeRequest, freshMember, readOutbox, queryRows } =
  shiftWorldForFile();

/** A fresh member of an organization, so no two tests assign the same person. */
const member = (org: OrgKey = 'a', options: MakeUserOptions = {}) => freshMember(options, org);

let day = 10;
/** A fresh open shift at location 1 (managed by A's location manager) or 2 (managed by nobody). */
function openShift(index: 0 | 1 = 1, local = localFromNow(++day, '08:00'), totalMinutes = 480) {
  return makeShift({ locationId: world.a.locations[index].id, local, totalMinutes });
}

const assign = (actor: ActorKey, shiftId: number, payload: object) =>
  post(actor, `/api/shifts/${shiftId}/requests/assign-user`, payload);

interface StoredRequest {
  id: number;
  employee_id: number;
  status: string;
  declined: boolean;
  notes: string | null;
  manager_notes: string | null;
}

const storedRequests = (shiftId: number) =>
  queryRows<StoredRequest>(
    sql`select id, employee_id, status, declined, notes, manager_notes from shift_requests where shift_id = ${shiftId} order by id`,
  );

describe('POST /api/shifts/:shiftId/requests/assign-user', () => {
  it('lets a manager assign an active user of the organization: a Confirmed request, the shift Assigned, the others declined, the assignee emailed', async () => {
    const shift = await openShift();
    const person = await member();
    const waiting = await member();
    const offered = await member();
    const earlier = await makeRequest({ shiftId: shift.id, employeeId: waiting.id });
    const offer = await makeRequest({
      shiftId: shift.id,
      employeeId: offered.id,
      status: 'Offered',
    });

    const response = await assign('managerA', shift.id, { userId: person.id, notes: 'Thanks!' });
    expect(response.statusCode).toBe(200);
    const request = response.json();
    expect(request).toMatchObject({
      shiftId: shift.id,
      employeeId: person.id,
      employeeName: person.name,
      status: 'Confirmed',
      declined: false,
      notes: null,
      managerNotes: 'Thanks!',
    });
    const untouched = { notes: null, manager_notes: null };
    expect(await storedRequests(shift.id)).toEqual([
      {
        id: earlier.id,
        employee_id: waiting.id,
        status: 'Requested',
        declined: true,
        ...untouched,
      },
      { id: offer.id, employee_id: offered.id, status: 'Offered', declined: true, ...untouched },
      {
        id: request.id,
        employee_id: person.id,
        status: 'Confirmed',
        declined: false,
        notes: null,
        manager_notes: 'Thanks!',
      },
    ]);
    const detail = await get('managerA', `/api/shifts/${shift.id}`);
    expect(detail.json()).toMatchObject(FILLED_SHIFT);

    const emails = (await readOutbox(person.email)).filter((message) =>
      message.text.includes(`/dashboard/shifts/${shift.id}`),
    );
    expect(emails).toEqual([
      expect.objectContaining({ channel: 'email', subject: 'Your Chairside shift is confirmed' }),
    ]);
  });

  it('tells a person assigned on their part-shift request the hours they work, with the location’s zone (issue #26 §2)', async () => {
    const shift = await openShift();
    const person = await member();
    const hour = (hours: number) => new Date(shift.startsAt.getTime() + hours * 3_600_000);
    await makeRequest({
      shiftId: shift.id,
      employeeId: person.id,
      startTime: hour(2),
      endTime: hour(7),
    });
    expect((await assign('managerA', shift.id, { userId: person.id })).statusCode).toBe(200);
    // An 8:00 AM to 4:00 PM shift; she works 10:00 AM to 3:00 PM, never told 8:00 AM.
    const hours = /, 10:00 AM to 3:00 PM C[SD]T/;
    const [notice] = await queryRows<{ title: string; body: string }>(
      sql`select title, body from notifications where user_id = ${person.id}`,
    );
    expect(notice.title).toBe('Shift confirmed');
    expect(notice.body).toMatch(hours);
    expect(notice.body).not.toContain('8:00 AM');
    const [email] = await readOutbox(person.email);
    expect(email.subject).toBe('Your Chairside shift is confirmed');
    expect(email.text).toMatch(hours);
  });

  it.each<['Requested' | 'Offered', boolean]>([
    ['Requested', false],
    ['Offered', false],
    ['Requested', true],
  ])(
    'upgrades the person’s own %s request (declined: %s) instead of adding a second one',
    async (status, declined) => {
      const shift = await openShift();
      const person = await member();
      const existing = await makeRequest({
        shiftId: shift.id,
        employeeId: person.id,
        status,
        declined,
      });
      const response = await assign('managerA', shift.id, { userId: person.id });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        id: existing.id,
        status: 'Confirmed',
        declined: false,
      });
      expect(await storedRequests(shift.id)).toEqual([
        {
          id: existing.id,
          employee_id: person.id,
          status: 'Confirmed',
          declined: false,
          notes: null,
          manager_notes: null,
        },
      ]);
    },
  );

  it.each(MAY_ASSIGN)('lets %s assign', async (_who, actor, index) => {
    const shift = await openShift(index);
    const person = await member();
    const response = await assign(actor, shift.id, { userId: person.id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ employeeId: person.id, status: 'Confirmed' });
  });

  it('lets a manager assign a manager or admin of the organization too', async () => {
    const shift = await openShift();
    const colleague = await member('a', { position: 'manager' });
    expect((await assign('adminA', shift.id, { userId: colleague.id })).statusCode).toBe(200);
  });

  it.each(MAY_NOT_ASSIGN)('refuses %s', async (_who, actor, index, status) => {
    const shift = await openShift(index);
    const person = await member();
    const response = await assign(actor, shift.id, { userId: person.id });
    expect(response.statusCode).toBe(status);
    expect(await storedRequests(shift.id)).toEqual([]);
    expect(await readOutbox(person.email)).toEqual([]);
  });

  it('answers 404 for a shift that does not exist', async () => {
    const person = await member();
    expect((await assign('platformAdmin', 987_654, { userId: person.id })).statusCode).toBe(404);
  });

  it.each<[string, () => Promise<number>]>([
    ['an inactive user', async () => (await member('a', { isActive: false })).id],
    ['a user of another organization', async () => (await member('b')).id],
    ['a user without an organization', async () => world.independent.id],
    ['a platform admin', async () => world.platformAdmin.id],
    ['an unknown user', async () => 987_654],
  ])('refuses %s: Select an active user of this organization (400)', async (_case, userId) => {
    const shift = await openShift();
    const response = await assign('managerA', shift.id, { userId: await userId() });
    expect(response.statusCode).toBe(400);
    expect(messagesOf(response)).toEqual(['Select an active user of this organization']);
    expect(await storedRequests(shift.id)).toEqual([]);
  });

  it.each<[string, object]>([
    ['no userId', {}],
    ['an empty userId', { userId: '' }],
    ['a userId of null', { userId: null }],
    ['a userId that is not a number', { userId: 'dana' }],
    ['userId 0', { userId: 0 }],
  ])('refuses %s: Please select a user (400)', async (_case, payload) => {
    const shift = await openShift();
    const response = await assign('managerA', shift.id, payload);
    expect(response.statusCode).toBe(400);
    expect(messagesOf(response)).toEqual(['Please select a user']);
  });

  /** A new member assigned to a shift by A's manager, with notes `length` characters long. */
  const assignWithNotes = async (shiftId: number, length: number) =>
    assign('managerA', shiftId, { userId: (await member()).id, notes: 'x'.repeat(length) });

  it('refuses notes over 500 characters: Notes must be 500 characters or less (400)', async () => {
    const shift = await openShift();
    const response = await assignWithNotes(shift.id, 501);
    expect(response.statusCode).toBe(400);
    expect(messagesOf(response)).toEqual(['Notes must be 500 characters or less']);
    expect(await storedRequests(shift.id)).toEqual([]);
  });

  it('accepts notes of exactly 500 characters', async () => {
    const shift = await openShift();
    const response = await assignWithNotes(shift.id, 500);
    expect(response.statusCode).toBe(200);
  });

  it('refuses to assign a confirmed shift: This shift has already been filled (409)', async () => {
    const shift = await openShift();
    const first = await member();
    await makeRequest({ shiftId: shift.id, employeeId: first.id, status: 'Confirmed' });
    const second = await member();
    const response = await assign('managerA', shift.id, { userId: second.id });
    expect(response.statusCode).toBe(409);
    expect(messagesOf(response)).toEqual(['This shift has already been filled']);
    expect(await storedRequests(shift.id)).toEqual([
      expect.objectContaining({ employee_id: first.id, status: 'Confirmed', declined: false }),
    ]);
  });
});

describe('one person is never confirmed on two overlapping shifts (DESIGN §8)', () => {
  let other: Awaited<ReturnType<typeof makeLocation>>;
  beforeAll(async () => {
    other = await makeLocation(t.db, world.a.organization.id, { name: 'Alder East' });
  });

  /** A shift elsewhere on the same day: `clock` for `hours` hours. */
  const sameDay = (date: string, clock: string, hours: number) =>
    makeShift({ locationId: other.id, local: `${date}T${clock}`, totalMinutes: hours * 60 });

  async function confirmedOn(date: string, clock = '10:00', hours = 8) {
    const person = await member();
    const first = await makeShift({
      locationId: world.a.locations[1].id,
      local: `${date}T${clock}`,
      totalMinutes: hours * 60,
    });
    await makeRequest({ shiftId: first.id, employeeId: person.id, status: 'Confirmed' });
    return { person, first };
  }

  function dateAhead() {
    day += 1;
    return localFromNow(day, '00:00').slice(0, 10);
  }

  it.each<[string, string, number]>([
    ['inside it', '12:00', 2],
    ['overlapping its start', '08:00', 3],
    ['overlapping its end', '17:00', 3],
    ['covering it', '09:00', 10],
  ])(
    'refuses to assign a person to a shift %s: This person is already confirmed for a shift at that time (409)',
    async (_case, clock, hours) => {
      const date = dateAhead();
      const { person } = await confirmedOn(date);
      const second = await sameDay(date, clock, hours);
      const response = await assign('managerA', second.id, { userId: person.id });
      expect(response.statusCode).toBe(409);
      expect(messagesOf(response)).toEqual([
        'This person is already confirmed for a shift at that time',
      ]);
      expect(await storedRequests(second.id)).toEqual([]);
    },
  );

  it('refuses the same clash when the person confirms an offer (409)', async () => {
    const date = dateAhead();
    const { person } = await confirmedOn(date);
    const second = await sameDay(date, '12:00', 4);
    const token = await t.tokens.sign(person.id);
    const { response, offer } = await confirmFreshOffer(t, { id: person.id, token }, second.id);
    expect(response.statusCode).toBe(409);
    expect(messagesOf(response)).toEqual([
      'This person is already confirmed for a shift at that time',
    ]);
    expect(await storedRequests(second.id)).toEqual([
      expect.objectContaining({ id: offer.id, status: 'Offered', declined: false }),
    ]);
  });

  it('lets a person be assigned to a shift that starts when their confirmed one ends', async () => {
    const date = dateAhead();
    const { person } = await confirmedOn(date, '08:00', 4);
    const after = await sameDay(date, '12:00', 4);
    expect((await assign('managerA', after.id, { userId: person.id })).statusCode).toBe(200);
  });

  it('counts only the confirmed hours of a part-shift confirmation', async () => {
    const date = dateAhead();
    const person = await member();
    const first: Shift = await makeShift({
      locationId: world.a.locations[1].id,
      local: `${date}T08:00`,
      totalMinutes: 600,
    });
    // Confirmed only for 08:00-10:00 of the 08:00-18:00 shift.
    await makeRequest({
      shiftId: first.id,
      employeeId: person.id,
      status: 'Confirmed',
      startTime: first.startsAt,
      endTime: new Date(first.startsAt.getTime() + 2 * 60 * 60_000),
    });
    const afternoon = await sameDay(date, '13:00', 4);
    expect((await assign('managerA', afternoon.id, { userId: person.id })).statusCode).toBe(200);
    const morning = await sameDay(date, '09:00', 2);
    expect((await assign('managerA', morning.id, { userId: person.id })).statusCode).toBe(409);
  });

  it('ignores requests that are not confirmed', async () => {
    const date = dateAhead();
    const person = await member();
    const first = await sameDay(date, '08:00', 8);
    await makeRequest({ shiftId: first.id, employeeId: person.id, status: 'Offered' });
    const second = await sameDay(date, '09:00', 4);
    expect((await assign('managerA', second.id, { userId: person.id })).statusCode).toBe(200);
  });
});
