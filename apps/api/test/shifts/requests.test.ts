import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  FILLED_SHIFT,
  localAt,
  localFromNow,
  messagesOf,
  shiftWorldForFile,
  type Caller,
  type RequestAction,
} from '../support/shift-file.ts';
import type { ActorKey, OrgKey } from '../support/admin-world.ts';
import type { Shift } from '../support/shift-world.ts';

const {
  world,
  get,
  callBy,
  actOnRequest: act,
  makeShift,
  makeRequest,
  freshMember,
  memberRequest,
  readOutbox,
  queryRows,
} = shiftWorldForFile();

type Person = Awaited<ReturnType<typeof freshMember>>;

/** A fresh employee of an organization with a signed token, so no test shares one. */
const employee = (org: OrgKey = 'a') => freshMember({}, org);

let day = 10;
/** A fresh shift posted by A's manager, at location 1 (managed by A's location manager) or 2. */
function openShift(index: 0 | 1 = 1, overrides: Partial<Parameters<typeof makeShift>[0]> = {}) {
  day += 1;
  return makeShift({
    locationId: world.a.locations[index].id,
    local: localFromNow(day, '08:00'),
    notes: 'Parking behind the building',
    internalNotes: 'Pay the agency rate',
    createdBy: world.a.manager.id,
    ...overrides,
  });
}

const call = (caller: Caller, method: 'GET' | 'POST', url: string, payload?: object) =>
  callBy(caller, { method, url, payload });

const requestShift = (caller: Caller, shiftId: number, payload?: object) =>
  call(caller, 'POST', `/api/shifts/${shiftId}/requests`, payload);

interface StoredRequest {
  id: number;
  employee_id: number;
  status: string;
  declined: boolean;
}

async function storedRequests(shiftId: number) {
  return queryRows<StoredRequest>(
    sql`select id, employee_id, status, declined from shift_requests where shift_id = ${shiftId} order by id`,
  );
}

async function storedRequest(id: number) {
  const [row] = await queryRows<StoredRequest>(
    sql`select id, employee_id, status, declined from shift_requests where id = ${id}`,
  );
  return row;
}

/** Emails to an address about one shift (the link in each names the shift). */
async function emailsAbout(to: string, shiftId: number) {
  return (await readOutbox(to)).filter(
    (message) =>
      message.channel === 'email' && message.text.includes(`/dashboard/shifts/${shiftId}`),
  );
}

describe('POST /api/shifts/:shiftId/requests', () => {
  it('lets an employee request a whole shift: 201 Requested, not declined, without part times', async () => {
    const shift = await openShift();
    const person = await employee();
    const response = await requestShift(person, shift.id);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      shiftId: shift.id,
      employeeId: person.id,
      employeeName: person.name,
      status: 'Requested',
      declined: false,
      startTime: null,
      endTime: null,
      notes: null,
    });
    const detail = await get('managerA', `/api/shifts/${shift.id}`);
    expect(detail.json()).toMatchObject({ status: 'Requested', requests: 1, offers: 0 });
  });

  it('lets an employee request part of a shift and keeps the part times and notes', async () => {
    const shift = await openShift();
    const person = await employee();
    const startTime = new Date(shift.startsAt.getTime() + 60 * 60_000).toISOString();
    const endTime = new Date(shift.endsAt.getTime() - 60 * 60_000).toISOString();
    const response = await requestShift(person, shift.id, {
      startTime,
      endTime,
      notes: 'Need to leave by 3',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ startTime, endTime, notes: 'Need to leave by 3' });
  });

  it('accepts part times exactly at the shift’s start and end', async () => {
    const shift = await openShift();
    const response = await requestShift(await employee(), shift.id, {
      startTime: shift.startsAt.toISOString(),
      endTime: shift.endsAt.toISOString(),
    });
    expect(response.statusCode).toBe(201);
  });

  it.each<[string, number, number]>([
    ['begin before the shift', -1, 0],
    ['end after the shift', 0, 1],
    ['lie wholly outside the shift', 600, 700],
  ])(
    'refuses part times that %s: Requested times must be within the shift (400)',
    async (_case, startShiftMinutes, endShiftMinutes) => {
      const shift = await openShift();
      const person = await employee();
      const response = await requestShift(person, shift.id, {
        startTime: new Date(shift.startsAt.getTime() + startShiftMinutes * 60_000).toISOString(),
        endTime: new Date(shift.endsAt.getTime() + endShiftMinutes * 60_000).toISOString(),
      });
      expect(response.statusCode).toBe(400);
      expect(messagesOf(response)).toEqual(['Requested times must be within the shift']);
      expect(await storedRequests(shift.id)).toEqual([]);
    },
  );

  it.each<[string, (shift: Shift) => object, string]>([
    [
      'a start without an end',
      (shift) => ({ startTime: shift.startsAt.toISOString() }),
      'End time is required',
    ],
    [
      'an end without a start',
      (shift) => ({ endTime: shift.endsAt.toISOString() }),
      'Start time is required',
    ],
    [
      'an end before the start',
      (shift) => ({ startTime: shift.endsAt.toISOString(), endTime: shift.startsAt.toISOString() }),
      'End time must be after start time',
    ],
    [
      'a start that is not a date-time',
      (shift) => ({ startTime: '9am', endTime: shift.endsAt.toISOString() }),
      'Start time is required',
    ],
    [
      'notes over 500 characters',
      () => ({ notes: 'n'.repeat(501) }),
      'Notes must be 500 characters or less',
    ],
  ])('refuses %s with its message (400)', async (_case, payload, message) => {
    const shift = await openShift();
    const response = await requestShift(await employee(), shift.id, payload(shift));
    expect(response.statusCode).toBe(400);
    expect(messagesOf(response)).toEqual([message]);
    expect(await storedRequests(shift.id)).toEqual([]);
  });

  it('refuses a second request by the same person: You have already requested this shift (409)', async () => {
    const shift = await openShift();
    const person = await employee();
    expect((await requestShift(person, shift.id)).statusCode).toBe(201);
    const again = await requestShift(person, shift.id);
    expect(again.statusCode).toBe(409);
    expect(messagesOf(again)).toEqual(['You have already requested this shift']);
    expect(await storedRequests(shift.id)).toHaveLength(1);
  });

  it('refuses a new request from a person whose request was declined (409)', async () => {
    const shift = await openShift();
    const { person } = await memberRequest(shift.id, { declined: true });
    const again = await requestShift(person, shift.id);
    expect(again.statusCode).toBe(409);
    expect(messagesOf(again)).toEqual(['You have already requested this shift']);
  });

  it('refuses a request on a filled shift: This shift has already been filled (409)', async () => {
    const shift = await openShift();
    await memberRequest(shift.id, { status: 'Confirmed' });
    const response = await requestShift(await employee(), shift.id);
    expect(response.statusCode).toBe(409);
    expect(messagesOf(response)).toEqual(['This shift has already been filled']);
    expect(await storedRequests(shift.id)).toHaveLength(1);
  });

  it('refuses a request on a shift that started an hour ago: This shift has already started (409)', async () => {
    const shift = await openShift(1, {
      local: localAt(new Date(Date.now() - 60 * 60_000), 'America/Chicago'),
    });
    const response = await requestShift(await employee(), shift.id);
    expect(response.statusCode).toBe(409);
    expect(messagesOf(response)).toEqual(['This shift has already started']);
    expect(await storedRequests(shift.id)).toEqual([]);
  });

  it.each<ActorKey>(['adminA', 'platformAdmin'])(
    'refuses %s: admins do not request shifts (403)',
    async (actor) => {
      const shift = await openShift();
      expect((await requestShift(actor, shift.id)).statusCode).toBe(403);
      expect(await storedRequests(shift.id)).toEqual([]);
    },
  );

  it('answers 404 to an employee requesting another organization’s shift', async () => {
    const shift = await openShift();
    expect((await requestShift(await employee('b'), shift.id)).statusCode).toBe(404);
    expect(await storedRequests(shift.id)).toEqual([]);
  });

  it('lets the independent employee request any organization’s shift', async () => {
    const shift = await openShift();
    const response = await requestShift('independent', shift.id);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      employeeId: world.independent.id,
      status: 'Requested',
    });
  });

  it('answers 404 for a shift that does not exist', async () => {
    expect((await requestShift(await employee(), 987_654)).statusCode).toBe(404);
  });
});

describe('the request life cycle (SPEC §4)', () => {
  it('lets a manager offer a Requested request, and emails the employee', async () => {
    const shift = await openShift();
    const { person, request } = await memberRequest(shift.id);
    const response = await act('managerA', 'offer', shift.id, request.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: request.id, status: 'Offered', declined: false });
    expect(await storedRequest(request.id)).toMatchObject({ status: 'Offered', declined: false });
    const [email] = await emailsAbout(person.email, shift.id);
    expect(email).toMatchObject({ subject: 'You have a shift offer on Chairside' });
    expect(email.text).toContain('Hygienist');
  });

  it.each<[string, ActorKey, 0 | 1]>([
    ['an admin', 'adminA', 1],
    ['a platform admin', 'platformAdmin', 1],
    ['a location manager at their location', 'locationManagerA', 0],
  ])('lets %s offer too', async (_who, actor, index) => {
    const shift = await openShift(index);
    const { request } = await memberRequest(shift.id);
    const response = await act(actor, 'offer', shift.id, request.id);
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe('Offered');
  });

  it('lets the employee confirm their offer: the shift becomes Assigned, the other live requests are declined, and the shift’s creator is emailed', async () => {
    const shift = await openShift();
    const person = await employee();
    const waiting = await employee();
    const offeredToo = await employee();
    const turnedDown = await employee();
    const mine = await makeRequest({ shiftId: shift.id, employeeId: person.id, status: 'Offered' });
    const other = await makeRequest({ shiftId: shift.id, employeeId: waiting.id });
    const otherOffer = await makeRequest({
      shiftId: shift.id,
      employeeId: offeredToo.id,
      status: 'Offered',
    });
    const declined = await makeRequest({
      shiftId: shift.id,
      employeeId: turnedDown.id,
      declined: true,
    });

    const response = await act(person, 'confirm', shift.id, mine.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: mine.id, status: 'Confirmed', declined: false });

    const detail = await get('managerA', `/api/shifts/${shift.id}`);
    expect(detail.json()).toMatchObject(FILLED_SHIFT);
    expect(await storedRequests(shift.id)).toEqual([
      { id: mine.id, employee_id: person.id, status: 'Confirmed', declined: false },
      { id: other.id, employee_id: waiting.id, status: 'Requested', declined: true },
      { id: otherOffer.id, employee_id: offeredToo.id, status: 'Offered', declined: true },
      { id: declined.id, employee_id: turnedDown.id, status: 'Requested', declined: true },
    ]);

    const [email] = await emailsAbout(world.a.manager.email, shift.id);
    expect(email).toMatchObject({ subject: `${person.name} accepted a shift` });
  });

  it('lets the employee decline their own offer, and emails the shift’s creator', async () => {
    const shift = await openShift();
    const { person, request: offer } = await memberRequest(shift.id, { status: 'Offered' });
    const response = await act(person, 'decline', shift.id, offer.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'Offered', declined: true });
    const [email] = await emailsAbout(world.a.manager.email, shift.id);
    expect(email).toMatchObject({ subject: `${person.name} declined a shift offer` });
    const detail = await get('managerA', `/api/shifts/${shift.id}`);
    expect(detail.json()).toMatchObject({ status: 'Unassigned', confirmed: 0 });
  });

  it('lets a manager decline a Requested request, and emails the employee', async () => {
    const shift = await openShift();
    const { person, request } = await memberRequest(shift.id);
    const response = await act('managerA', 'decline', shift.id, request.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'Requested', declined: true });
    const [email] = await emailsAbout(person.email, shift.id);
    expect(email).toMatchObject({ subject: 'Update on your Chairside shift request' });
  });

  it('goes the whole way through the API: request, offer, confirm', async () => {
    const shift = await openShift();
    const person = await employee();
    const requested = await requestShift(person, shift.id);
    const id = requested.json().id;
    expect((await act('managerA', 'offer', shift.id, id)).json().status).toBe('Offered');
    expect((await act(person, 'confirm', shift.id, id)).json().status).toBe('Confirmed');
    const mine = await call(person, 'GET', `/api/shifts/${shift.id}/requests`);
    expect(mine.json()).toEqual([
      expect.objectContaining({ id, status: 'Confirmed', declined: false }),
    ]);
  });
});

describe('refused transitions leave the request as it was', () => {
  /** A request in a given state on a fresh shift, its employee, and the refused call's answer. */
  async function expectRefusal(
    state: { status: 'Requested' | 'Offered' | 'Confirmed'; declined?: boolean; index?: 0 | 1 },
    caller: (owner: Person) => Promise<Caller> | Caller,
    action: RequestAction,
    status: number,
    message?: string,
  ) {
    const shift = await openShift(state.index ?? 1);
    const { person: owner, request } = await memberRequest(shift.id, {
      status: state.status,
      declined: state.declined,
    });
    const before = await storedRequests(shift.id);
    const response = await act(await caller(owner), action, shift.id, request.id);
    expect(response.statusCode).toBe(status);
    if (message) expect(messagesOf(response)).toEqual([message]);
    expect(await storedRequests(shift.id)).toEqual(before);
    expect(await emailsAbout(owner.email, shift.id)).toEqual([]);
  }

  const notOffered = 'This request has not been offered yet';
  const alreadyOffered = 'This request has already been offered';
  it.each<[string, 'Requested' | 'Offered', 'owner' | 'managerA', RequestAction, number, string?]>([
    [
      'refuses an employee offering their own Requested request (403)',
      'Requested',
      'owner',
      'offer',
      403,
    ],
    [
      'refuses an employee withdrawing their own Requested request through decline: not offered yet (409)',
      'Requested',
      'owner',
      'decline',
      409,
      notOffered,
    ],
    [
      'refuses an employee confirming a request that was not offered: not offered yet (409)',
      'Requested',
      'owner',
      'confirm',
      409,
      notOffered,
    ],
    [
      'refuses a manager confirming a Requested request (403)',
      'Requested',
      'managerA',
      'confirm',
      403,
    ],
    ['refuses a manager confirming someone’s offer (403)', 'Offered', 'managerA', 'confirm', 403],
    [
      'refuses a manager declining someone’s offer: already offered (409)',
      'Offered',
      'managerA',
      'decline',
      409,
      alreadyOffered,
    ],
    [
      'refuses a manager offering an Offered request again: already offered (409)',
      'Offered',
      'managerA',
      'offer',
      409,
      alreadyOffered,
    ],
  ])('%s', async (_rule, status, who, action, answer, message) => {
    await expectRefusal(
      { status },
      (owner) => (who === 'owner' ? owner : who),
      action,
      answer,
      message,
    );
  });

  it.each<[RequestAction, string, Parameters<typeof expectRefusal>[0], 'owner' | 'managerA']>([
    ['offer', 'declined Requested', { status: 'Requested', declined: true }, 'managerA'],
    ['decline', 'declined Requested', { status: 'Requested', declined: true }, 'managerA'],
    ['confirm', 'declined Offered', { status: 'Offered', declined: true }, 'owner'],
    ['decline', 'declined Offered', { status: 'Offered', declined: true }, 'owner'],
    ['offer', 'confirmed', { status: 'Confirmed' }, 'managerA'],
    ['decline', 'confirmed', { status: 'Confirmed' }, 'managerA'],
    ['confirm', 'confirmed', { status: 'Confirmed' }, 'owner'],
    ['decline', 'confirmed', { status: 'Confirmed' }, 'owner'],
  ])(
    'refuses to %s a %s request: This request can no longer be changed (409)',
    async (action, _state, state, who) => {
      await expectRefusal(
        state,
        (owner) => (who === 'owner' ? owner : who),
        action,
        409,
        'This request can no longer be changed',
      );
    },
  );

  it.each<[RequestAction, 'Requested' | 'Offered']>([
    ['offer', 'Requested'],
    ['decline', 'Requested'],
    ['confirm', 'Offered'],
    ['decline', 'Offered'],
  ])(
    'answers 404 to another employee trying to %s someone’s %s request',
    async (action, status) => {
      await expectRefusal({ status }, () => employee(), action, 404);
    },
  );

  it.each<['offer' | 'decline', 'Requested']>([
    ['offer', 'Requested'],
    ['decline', 'Requested'],
  ])(
    'answers 404 to a location manager trying to %s a %s request outside their locations',
    async (action, status) => {
      await expectRefusal({ status, index: 1 }, () => 'locationManagerA', action, 404);
    },
  );

  it.each<[RequestAction, 'Requested' | 'Offered']>([
    ['offer', 'Requested'],
    ['decline', 'Requested'],
    ['confirm', 'Offered'],
  ])(
    'answers 404 to another organization’s manager trying to %s a %s request',
    async (action, status) => {
      await expectRefusal({ status }, () => 'managerB', action, 404);
    },
  );

  it('answers 404 for a request addressed through another shift', async () => {
    const shift = await openShift();
    const elsewhere = await openShift();
    const { request } = await memberRequest(shift.id);
    expect((await act('managerA', 'offer', elsewhere.id, request.id)).statusCode).toBe(404);
    expect((await storedRequest(request.id)).status).toBe('Requested');
  });

  it('answers 404 for a request that does not exist', async () => {
    const shift = await openShift();
    expect((await act('managerA', 'offer', shift.id, 987_654)).statusCode).toBe(404);
  });
});

describe('restricted view (SPEC §6, DESIGN §5)', () => {
  let shift: Shift;
  let owner: Person;
  let others: Person[];
  beforeAll(async () => {
    shift = await openShift(1);
    owner = await employee();
    others = [await employee(), await employee()];
    await makeRequest({ shiftId: shift.id, employeeId: owner.id });
    await makeRequest({ shiftId: shift.id, employeeId: others[0].id, status: 'Offered' });
    await makeRequest({ shiftId: shift.id, employeeId: others[1].id, declined: true });
  });

  const detailAs = (caller: Caller) => call(caller, 'GET', `/api/shifts/${shift.id}`);
  const requestsAs = (caller: Caller) => call(caller, 'GET', `/api/shifts/${shift.id}/requests`);

  it.each<[string, () => Caller]>([
    ['an employee', () => owner],
    ['the independent employee', () => 'independent'],
    ['a location manager outside their locations', () => 'locationManagerA'],
  ])('never shows %s the internal notes (null), but shows the notes', async (_who, caller) => {
    const response = await detailAs(caller());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      restricted: true,
      notes: 'Parking behind the building',
      internalNotes: null,
    });
  });

  it.each<ActorKey>(['adminA', 'managerA', 'platformAdmin'])(
    'shows %s the internal notes',
    async (actor) => {
      const response = await detailAs(actor);
      expect(response.json()).toMatchObject({
        restricted: false,
        internalNotes: 'Pay the agency rate',
      });
    },
  );

  it('shows a location manager the internal notes of a shift at their location', async () => {
    const managed = await openShift(0);
    const response = await call('locationManagerA', 'GET', `/api/shifts/${managed.id}`);
    expect(response.json()).toMatchObject({
      restricted: false,
      internalNotes: 'Pay the agency rate',
    });
  });

  it('shows an employee only their own request', async () => {
    const response = await requestsAs(owner);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      expect.objectContaining({ employeeId: owner.id, status: 'Requested' }),
    ]);
  });

  it('shows an employee without a request no requests at all', async () => {
    const response = await requestsAs(await employee());
    expect(response.json()).toEqual([]);
  });

  it('shows a location manager outside their locations none of the requests', async () => {
    expect((await requestsAs('locationManagerA')).json()).toEqual([]);
  });

  it.each<ActorKey>(['managerA', 'adminA', 'platformAdmin'])(
    'shows %s every request, declined ones included',
    async (actor) => {
      const response = await requestsAs(actor);
      expect(response.json().map((request: { employeeId: number }) => request.employeeId)).toEqual([
        owner.id,
        others[0].id,
        others[1].id,
      ]);
    },
  );

  it('answers 404 to another organization for the requests of a shift', async () => {
    expect((await requestsAs('managerB')).statusCode).toBe(404);
    expect((await requestsAs('employeeB')).statusCode).toBe(404);
  });
});
