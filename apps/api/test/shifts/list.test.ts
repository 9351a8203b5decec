import {
  calendarGridRange,
  localDateOf,
  monthDateRange,
  type ShiftDetail,
  type ShiftListItem,
} from '@chairside/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminWorldForFile } from '../support/admin-file.ts';
import { bearer, expectRefusalMessages } from '../support/app.ts';
import { bruteMiles, seeded } from '../support/geo.ts';
import { callAs, type ActorKey } from '../support/admin-world.ts';
import { makeLocation, makeOrganization, makeUser } from '../support/factories.ts';
import {
  freshMember,
  localDayFromNow,
  localFromNow,
  makeRequest,
  makeShift,
  messagesOf,
  monthOf,
  type Shift,
} from '../support/shift-world.ts';

const { t, world, get } = adminWorldForFile();

const list = (actor: ActorKey | null, query: Record<string, string | number>) =>
  callAs(t, world, actor, {
    method: 'GET',
    url: '/api/shifts',
    query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
  });

async function listIds(actor: ActorKey, query: Record<string, string | number>) {
  const response = await list(actor, query);
  expect(response.statusCode).toBe(200);
  return response.json<ShiftListItem[]>().map((shift) => shift.id);
}

/** A shift at a location of the admin world (0: managed by A's location manager; 1: by nobody). */
const shiftAt = (org: 'a' | 'b', index: 0 | 1, local: string) =>
  makeShift(t.db, { locationId: world[org].locations[index].id, local });

/** The month (of its local date) a shift falls in, as GET /shifts query parameters. */
const monthQuery = (shift: Shift) => monthOf(shift.localDate);

/**
 * An organization of its own with one location in Austin, and the ids of its shifts a platform
 * admin lists within 5 miles of Austin.
 */
async function organizationInAustin(name: string) {
  const austin = { lat: 30.27, lng: -97.74 };
  const organization = await makeOrganization(t.db, { name });
  const near = await makeLocation(t.db, organization.id, {
    latitude: austin.lat,
    longitude: austin.lng,
  });
  const idsWithin5Miles = (query: Record<string, string | number>) =>
    listIds('platformAdmin', { ...query, organizationId: organization.id, radius: 5, ...austin });
  return { organization, near, idsWithin5Miles };
}

let employeeSequence = 0;
async function employeeOf(org: 'a' | 'b') {
  employeeSequence += 1;
  return makeUser(t.db, {
    email: `worker${employeeSequence}.${org}@list.test`,
    organizationId: world[org].organization.id,
  });
}

describe('GET /api/shifts: the month is the local month of each shift', () => {
  it('puts a shift at 23:30 on the last day of a month in Honolulu in that month, although its UTC instant is in the next month', async () => {
    const honolulu = await makeLocation(t.db, world.a.organization.id, {
      timezone: 'Pacific/Honolulu',
      latitude: 21.3069,
      longitude: -157.8583,
    });
    const { year, month } = monthOf(localDayFromNow(35, 'Pacific/Honolulu'));
    const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
    const localDate = `${year}-${String(month).padStart(2, '0')}-${lastDay}`;
    const shift = await makeShift(t.db, {
      locationId: honolulu.id,
      local: `${localDate}T23:30`,
      totalMinutes: 120,
    });
    // The instant really is in the next month in UTC, so the rule is under test.
    expect(shift.startsAt.getUTCMonth() + 1).toBe(month === 12 ? 1 : month + 1);

    const inMonth = await list('managerA', { month, year, locationId: honolulu.id });
    expect(inMonth.statusCode).toBe(200);
    expect(inMonth.json()).toEqual([
      expect.objectContaining({
        id: shift.id,
        localDate,
        timezone: 'Pacific/Honolulu',
        date: shift.startsAt.toISOString(),
      }),
    ]);
    const next = month === 12 ? { month: 1, year: year + 1 } : { month: month + 1, year };
    expect(await listIds('managerA', { ...next, locationId: honolulu.id })).toEqual([]);
  });

  it('puts a shift at 00:30 on the first day of a month in that month, not the previous one', async () => {
    const eastern = await makeLocation(t.db, world.a.organization.id, {
      timezone: 'America/New_York',
    });
    const { year, month } = monthOf(localDayFromNow(40, 'America/New_York'));
    const first = `${year}-${String(month).padStart(2, '0')}-01`;
    const shift = await makeShift(t.db, { locationId: eastern.id, local: `${first}T00:30` });
    expect(await listIds('managerA', { month, year, locationId: eastern.id })).toEqual([shift.id]);
    const previous = month === 1 ? { month: 12, year: year - 1 } : { month: month - 1, year };
    expect(await listIds('managerA', { ...previous, locationId: eastern.id })).toEqual([]);
  });

  it('answers the shifts of the month soonest first', async () => {
    const location = await makeLocation(t.db, world.a.organization.id);
    const day = localDayFromNow(20);
    const late = await makeShift(t.db, { locationId: location.id, local: `${day}T15:00` });
    const early = await makeShift(t.db, { locationId: location.id, local: `${day}T07:00` });
    const middle = await makeShift(t.db, { locationId: location.id, local: `${day}T11:00` });
    expect(await listIds('managerA', { ...monthQuery(early), locationId: location.id })).toEqual([
      early.id,
      middle.id,
      late.id,
    ]);
  });
});

/** The local date `days` days after (or before) `date`, both 'YYYY-MM-DD'. */
const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe("GET /api/shifts?span=grid: the 42 days of the month's calendar grid", () => {
  it('answers the shifts of the leading and trailing days of the grid, and none beyond it', async () => {
    const location = await makeLocation(t.db, world.a.organization.id);
    const month = monthOf(localDayFromNow(70));
    const { from, to } = calendarGridRange(month);
    const firstOfNext = plusDays(monthDateRange(month).to, 1);
    const shiftOn = (day: string) =>
      makeShift(t.db, { locationId: location.id, local: `${day}T09:00` });
    const [first, nextFirst, last] = [
      await shiftOn(from),
      await shiftOn(firstOfNext),
      await shiftOn(to),
    ];
    await shiftOn(plusDays(from, -1));
    await shiftOn(plusDays(to, 1));

    const grid = await listIds('managerA', { ...month, span: 'grid', locationId: location.id });
    expect(grid).toEqual([first.id, nextFirst.id, last.id]);
    const plain = await listIds('managerA', { ...month, locationId: location.id });
    expect(plain).not.toContain(nextFirst.id);
    expect(await listIds('managerA', { ...month, span: 'month', locationId: location.id })).toEqual(
      plain,
    );
  });

  it('keeps the radius with the grid: a far shift of a grid day is left out', async () => {
    const { organization, near, idsWithin5Miles } = await organizationInAustin('Radius Grid');
    const far = await makeLocation(t.db, organization.id, { latitude: 32.78, longitude: -96.8 });
    const month = monthOf(localDayFromNow(70));
    const { to } = calendarGridRange(month);
    const nearby = await makeShift(t.db, { locationId: near.id, local: `${to}T09:00` });
    await makeShift(t.db, { locationId: far.id, local: `${to}T09:00` });
    expect(await idsWithin5Miles({ ...month, span: 'grid' })).toEqual([nearby.id]);
  });

  it('refuses an unknown span with 400', async () => {
    const response = await list('managerA', { month: 1, year: 2030, span: 'week' });
    expect(response.statusCode).toBe(400);
    expect(messagesOf(response).length).toBeGreaterThan(0);
  });
});

describe('GET /api/shifts: filters', () => {
  it('filters by status: Unassigned (no live request), Requested (live requests or offers), Assigned (a confirmed request)', async () => {
    const location = await makeLocation(t.db, world.a.organization.id);
    const day = localDayFromNow(15);
    const at = (clock: string) =>
      makeShift(t.db, { locationId: location.id, local: `${day}T${clock}` });
    const open = await at('06:00');
    const onlyDeclined = await at('07:00');
    const requested = await at('08:00');
    const offered = await at('09:00');
    const assigned = await at('10:00');
    const person = await employeeOf('a');
    const other = await employeeOf('a');
    await makeRequest(t.db, { shiftId: onlyDeclined.id, employeeId: person.id, declined: true });
    await makeRequest(t.db, { shiftId: requested.id, employeeId: person.id });
    await makeRequest(t.db, { shiftId: offered.id, employeeId: person.id, status: 'Offered' });
    await makeRequest(t.db, { shiftId: assigned.id, employeeId: person.id, status: 'Confirmed' });
    await makeRequest(t.db, {
      shiftId: assigned.id,
      employeeId: other.id,
      declined: true,
    });

    const query = { ...monthQuery(open), locationId: location.id };
    const all = await list('managerA', query);
    expect(
      Object.fromEntries(all.json<ShiftListItem[]>().map((shift) => [shift.id, shift.status])),
    ).toEqual({
      [open.id]: 'Unassigned',
      [onlyDeclined.id]: 'Unassigned',
      [requested.id]: 'Requested',
      [offered.id]: 'Requested',
      [assigned.id]: 'Assigned',
    });
    expect(await listIds('managerA', { ...query, status: 'Unassigned' })).toEqual([
      open.id,
      onlyDeclined.id,
    ]);
    expect(await listIds('managerA', { ...query, status: 'Requested' })).toEqual([
      requested.id,
      offered.id,
    ]);
    expect(await listIds('managerA', { ...query, status: 'Assigned' })).toEqual([assigned.id]);
  });

  it('refuses an unknown status with 400', async () => {
    const response = await list('managerA', { month: 1, year: 2030, status: 'Open' });
    expect(response.statusCode).toBe(400);
    expect(messagesOf(response).length).toBeGreaterThan(0);
  });

  it('narrows to one location with locationId', async () => {
    const [north, south] = world.a.locations;
    const day = localDayFromNow(22);
    const atNorth = await makeShift(t.db, { locationId: north.id, local: `${day}T09:00` });
    const atSouth = await makeShift(t.db, { locationId: south.id, local: `${day}T09:00` });
    const northIds = await listIds('managerA', { ...monthQuery(atNorth), locationId: north.id });
    expect(northIds).toContain(atNorth.id);
    expect(northIds).not.toContain(atSouth.id);
    const southIds = await listIds('managerA', { ...monthQuery(atNorth), locationId: south.id });
    expect(southIds).toContain(atSouth.id);
    expect(southIds).not.toContain(atNorth.id);
  });

  it('lets users without an organization narrow to one organization with organizationId', async () => {
    const day = localDayFromNow(23);
    const inA = await shiftAt('a', 0, `${day}T09:00`);
    const inB = await shiftAt('b', 0, `${day}T09:00`);
    for (const actor of ['platformAdmin', 'independent'] as const) {
      const onlyA = await list(actor, {
        ...monthQuery(inA),
        organizationId: world.a.organization.id,
      });
      expect(onlyA.json<ShiftListItem[]>().map((shift) => shift.organizationId)).toEqual(
        expect.arrayContaining([world.a.organization.id]),
      );
      expect(new Set(onlyA.json<ShiftListItem[]>().map((shift) => shift.organizationId))).toEqual(
        new Set([world.a.organization.id]),
      );
      const onlyB = await listIds(actor, {
        ...monthQuery(inA),
        organizationId: world.b.organization.id,
      });
      expect(onlyB).toContain(inB.id);
      expect(onlyB).not.toContain(inA.id);
    }
  });
});

describe('GET /api/shifts and GET /api/shifts/:id: tenancy', () => {
  let inA: Shift;
  let inB: Shift;
  beforeAll(async () => {
    const day = localDayFromNow(25);
    inA = await shiftAt('a', 1, `${day}T08:00`);
    inB = await shiftAt('b', 1, `${day}T08:00`);
  });

  it.each<ActorKey>(['adminA', 'managerA', 'locationManagerA', 'employeeA'])(
    '%s sees only the shifts of their own organization',
    async (actor) => {
      const response = await list(actor, monthQuery(inA));
      const rows = response.json<ShiftListItem[]>();
      expect(rows.map((shift) => shift.id)).toContain(inA.id);
      expect(rows.every((shift) => shift.organizationId === world.a.organization.id)).toBe(true);
    },
  );

  it('keeps an organization-bound user in their organization even when they ask for another', async () => {
    const ids = await listIds('employeeA', {
      ...monthQuery(inA),
      organizationId: world.b.organization.id,
    });
    expect(ids).not.toContain(inB.id);
  });

  it.each<ActorKey>(['independent', 'platformAdmin'])(
    '%s (no organization) sees the shifts of every organization',
    async (actor) => {
      const ids = await listIds(actor, monthQuery(inA));
      expect(ids).toEqual(expect.arrayContaining([inA.id, inB.id]));
    },
  );

  it.each<ActorKey>(['adminA', 'managerA', 'locationManagerA', 'employeeA'])(
    '%s gets 404 for the detail of another organization’s shift',
    async (actor) => {
      const response = await get(actor, `/api/shifts/${inB.id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toHaveProperty('message');
    },
  );

  it('answers 404 for a shift that does not exist', async () => {
    const response = await get('platformAdmin', '/api/shifts/987654');
    expect(response.statusCode).toBe(404);
  });

  it('lets the independent employee open any organization’s shift', async () => {
    const response = await get('independent', `/api/shifts/${inB.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: inB.id, organizationId: world.b.organization.id });
  });

  it('refuses an anonymous caller with 401', async () => {
    expect((await list(null, monthQuery(inA))).statusCode).toBe(401);
  });
});

describe('counts line and restricted flag (SPEC §6)', () => {
  let atManaged: Shift;
  let atUnmanaged: Shift;
  beforeAll(async () => {
    const day = localDayFromNow(27);
    // Location 1 of A is managed by A's location manager; location 2 by nobody.
    atManaged = await shiftAt('a', 0, `${day}T10:00`);
    atUnmanaged = await shiftAt('a', 1, `${day}T10:00`);
    for (const shift of [atManaged, atUnmanaged]) {
      const [first, second, third, fourth] = await Promise.all([
        employeeOf('a'),
        employeeOf('a'),
        employeeOf('a'),
        employeeOf('a'),
      ]);
      await makeRequest(t.db, { shiftId: shift.id, employeeId: first.id });
      await makeRequest(t.db, { shiftId: shift.id, employeeId: second.id });
      await makeRequest(t.db, { shiftId: shift.id, employeeId: third.id, status: 'Offered' });
      await makeRequest(t.db, { shiftId: shift.id, employeeId: fourth.id, declined: true });
    }
  });

  async function seen(actor: ActorKey, shift: Shift) {
    const rows = await list(actor, monthQuery(shift));
    const fromList = rows.json<ShiftListItem[]>().find((row) => row.id === shift.id);
    const detail = await get(actor, `/api/shifts/${shift.id}`);
    expect(detail.statusCode).toBe(200);
    return { fromList, fromDetail: detail.json<ShiftDetail>() };
  }

  it.each<[string, ActorKey, 'managed' | 'unmanaged']>([
    ['an admin', 'adminA', 'unmanaged'],
    ['a manager', 'managerA', 'unmanaged'],
    ['a platform admin', 'platformAdmin', 'unmanaged'],
    ['a location manager at their location', 'locationManagerA', 'managed'],
  ])('shows %s the live request and offer counts, unrestricted', async (_who, actor, where) => {
    const shift = where === 'managed' ? atManaged : atUnmanaged;
    const { fromList, fromDetail } = await seen(actor, shift);
    for (const answer of [fromList, fromDetail]) {
      expect(answer).toMatchObject({
        requests: 2,
        offers: 1,
        confirmed: 0,
        status: 'Requested',
        restricted: false,
      });
    }
  });

  it.each<[string, ActorKey, 'managed' | 'unmanaged']>([
    ['an employee', 'employeeA', 'managed'],
    ['the independent employee', 'independent', 'managed'],
    ['a location manager outside their locations', 'locationManagerA', 'unmanaged'],
  ])(
    'hides the counts from %s (null) and marks the view restricted',
    async (_who, actor, where) => {
      const shift = where === 'managed' ? atManaged : atUnmanaged;
      const { fromList, fromDetail } = await seen(actor, shift);
      for (const answer of [fromList, fromDetail]) {
        expect(answer).toMatchObject({
          requests: null,
          offers: null,
          confirmed: 0,
          status: 'Requested',
          restricted: true,
        });
      }
    },
  );
});

describe("confirmedName: the confirmed person's name for the week board, never in a restricted view", () => {
  let confirmedAtManaged: Shift;
  let confirmedAtUnmanaged: Shift;
  let openShift: Shift;
  beforeAll(async () => {
    const day = localDayFromNow(29);
    confirmedAtManaged = await shiftAt('a', 0, `${day}T08:00`);
    confirmedAtUnmanaged = await shiftAt('a', 1, `${day}T08:00`);
    openShift = await shiftAt('a', 0, `${day}T13:00`);
    for (const shift of [confirmedAtManaged, confirmedAtUnmanaged]) {
      const person = await makeUser(t.db, {
        name: `Riley Confirmed ${shift.id}`,
        organizationId: world.a.organization.id,
      });
      const declined = await employeeOf('a');
      await makeRequest(t.db, { shiftId: shift.id, employeeId: declined.id, declined: true });
      await makeRequest(t.db, { shiftId: shift.id, employeeId: person.id, status: 'Confirmed' });
    }
  });

  async function namesSeenBy(actor: ActorKey) {
    const response = await list(actor, monthQuery(openShift));
    expect(response.statusCode).toBe(200);
    const rows = response.json<ShiftListItem[]>();
    const nameOf = (shift: Shift) => rows.find((row) => row.id === shift.id)?.confirmedName;
    return [nameOf(confirmedAtManaged), nameOf(confirmedAtUnmanaged), nameOf(openShift)];
  }

  it('names the confirmed person to admins and managers, and null on a shift nobody is confirmed on', async () => {
    for (const actor of ['adminA', 'managerA'] as const) {
      expect(await namesSeenBy(actor)).toEqual([
        `Riley Confirmed ${confirmedAtManaged.id}`,
        `Riley Confirmed ${confirmedAtUnmanaged.id}`,
        null,
      ]);
    }
  });

  it('names them to a location manager only at the locations they manage', async () => {
    expect(await namesSeenBy('locationManagerA')).toEqual([
      `Riley Confirmed ${confirmedAtManaged.id}`,
      null,
      null,
    ]);
  });

  it('never names them to an employee (the restricted view)', async () => {
    expect(await namesSeenBy('employeeA')).toEqual([null, null, null]);
  });
});

describe('GET /api/shifts: query validation', () => {
  it.each<[string, Record<string, string>]>([
    ['month 0', { month: '0', year: '2030' }],
    ['month 13', { month: '13', year: '2030' }],
    ['a month that is not a number', { month: 'june', year: '2030' }],
    ['a fractional month', { month: '1.5', year: '2030' }],
    ['no month', { year: '2030' }],
    ['a year that is not a number', { month: '1', year: 'next' }],
    ['no year', { month: '1' }],
    ['a zero radius', { month: '1', year: '2030', radius: '0', lat: '30', lng: '-97' }],
    ['a negative radius', { month: '1', year: '2030', radius: '-5', lat: '30', lng: '-97' }],
    [
      'a radius that is not a number',
      { month: '1', year: '2030', radius: 'far', lat: '30', lng: '-97' },
    ],
    ['a latitude beyond 90', { month: '1', year: '2030', radius: '5', lat: '91', lng: '-97' }],
    ['a longitude beyond 180', { month: '1', year: '2030', radius: '5', lat: '30', lng: '-181' }],
  ])('refuses %s with 400 and a JSON message', async (_case, query) => {
    const response = await list('managerA', query);
    expectRefusalMessages(response);
  });

  it.each<[string, Record<string, string>]>([
    ['no point', { radius: '25' }],
    ['only a latitude', { radius: '25', lat: '30.2' }],
    ['only a longitude', { radius: '25', lng: '-97.7' }],
  ])(
    'refuses a radius with %s: A radius needs a latitude and a longitude',
    async (_case, extra) => {
      const response = await list('managerA', { month: '1', year: '2030', ...extra });
      expect(response.statusCode).toBe(400);
      expect(messagesOf(response)).toEqual(['A radius needs a latitude and a longitude']);
    },
  );
});

describe('GET /api/shifts: radius', () => {
  /** One organization of scattered locations around a centre, each with one shift in a month. */
  async function scatter(
    name: string,
    center: { lat: number; lng: number },
    spread: { lat: number; lng: number },
    count: number,
    seed: number,
  ) {
    const organization = await makeOrganization(t.db, { name });
    const random = seeded(seed);
    const day = localDayFromNow(30);
    const points: { shiftId: number; lat: number; lng: number }[] = [];
    for (let index = 0; index < count; index += 1) {
      const lat = center.lat + (random() * 2 - 1) * spread.lat;
      let lng = center.lng + (random() * 2 - 1) * spread.lng;
      if (lng > 180) lng -= 360;
      if (lng < -180) lng += 360;
      const location = await makeLocation(t.db, organization.id, { latitude: lat, longitude: lng });
      const shift = await makeShift(t.db, { locationId: location.id, local: `${day}T09:00` });
      points.push({ shiftId: shift.id, lat, lng });
    }
    return { organization, points, month: monthOf(day) };
  }

  async function expectBruteForce(
    area: Awaited<ReturnType<typeof scatter>>,
    center: { lat: number; lng: number },
    radius: number,
  ) {
    const response = await list('platformAdmin', {
      ...area.month,
      organizationId: area.organization.id,
      radius,
      lat: center.lat,
      lng: center.lng,
    });
    expect(response.statusCode).toBe(200);
    const rows = response.json<ShiftListItem[]>();
    const expected = area.points
      .filter((point) => bruteMiles(center, point) <= radius)
      .map((point) => point.shiftId)
      .sort((x, y) => x - y);
    expect(rows.map((row) => row.id).sort((x, y) => x - y)).toEqual(expected);
    for (const row of rows) {
      const point = area.points.find((candidate) => candidate.shiftId === row.id);
      expect(row.distanceMiles).toBeCloseTo(bruteMiles(center, point!), 1);
    }
    return expected.length;
  }

  it('answers exactly the shifts within the radius by great-circle distance (Denver)', async () => {
    const center = { lat: 39.7392, lng: -104.9903 };
    const area = await scatter('Radius Denver', center, { lat: 1.6, lng: 2.2 }, 60, 17);
    const found = [];
    for (const radius of [5, 10, 25, 50, 100])
      found.push(await expectBruteForce(area, center, radius));
    // The scatter must put points both inside and outside the larger circles.
    expect(found[4]).toBeGreaterThan(found[2]);
    expect(found[4]).toBeLessThan(area.points.length);
  });

  it('answers exactly the shifts within the radius far north, where a degree of longitude is short (Fairbanks)', async () => {
    const center = { lat: 64.8378, lng: -147.7164 };
    const area = await scatter('Radius Fairbanks', center, { lat: 1.2, lng: 4 }, 50, 29);
    const inside = await expectBruteForce(area, center, 50);
    expect(inside).toBeGreaterThan(0);
    expect(inside).toBeLessThan(area.points.length);
    await expectBruteForce(area, center, 25);
  });

  it('answers exactly the shifts within the radius across the 180th meridian (Aleutians)', async () => {
    const center = { lat: 51.88, lng: -179.8 };
    const area = await scatter('Radius Aleutians', center, { lat: 0.8, lng: 2 }, 40, 43);
    expect(area.points.some((point) => point.lng > 0)).toBe(true);
    const inside = await expectBruteForce(area, center, 50);
    expect(inside).toBeGreaterThan(0);
  });

  it('keeps the month and the radius together: a nearby shift of another month is left out', async () => {
    const { near, idsWithin5Miles } = await organizationInAustin('Radius Months');
    const thisMonth = localDayFromNow(12);
    const { year, month } = monthOf(thisMonth);
    const inMonth = await makeShift(t.db, { locationId: near.id, local: `${thisMonth}T09:00` });
    const nextMonthDay = localDateOf(
      new Date(Date.UTC(month === 12 ? year + 1 : year, month % 12, 10, 15)),
      'America/Chicago',
    );
    await makeShift(t.db, { locationId: near.id, local: `${nextMonthDay}T09:00` });
    expect(await idsWithin5Miles({ year, month })).toEqual([inMonth.id]);
  });

  it('omits distanceMiles without a point and carries it with one', async () => {
    const shift = await makeShift(t.db, {
      locationId: world.a.locations[0].id,
      local: localFromNow(26),
    });
    const plain = await list('managerA', monthQuery(shift));
    expect(plain.json<ShiftListItem[]>().find((row) => row.id === shift.id)).not.toHaveProperty(
      'distanceMiles',
    );
    const withPoint = await list('managerA', {
      ...monthQuery(shift),
      radius: 100,
      lat: world.a.locations[0].latitude,
      lng: world.a.locations[0].longitude,
    });
    expect(withPoint.json<ShiftListItem[]>().find((row) => row.id === shift.id)).toMatchObject({
      distanceMiles: 0,
    });
  });
});

describe('offerExpiresAt: a live offer and when to answer it by (issue #26 §1)', () => {
  let offered: Shift;
  const soonest = new Date(Date.now() + 5 * 60 * 60 * 1000);
  const later = new Date(Date.now() + 20 * 60 * 60 * 1000);
  beforeAll(async () => {
    offered = await makeShift(t.db, {
      locationId: world.a.locations[0].id,
      local: localFromNow(31, '08:00'),
    });
    const other = await employeeOf('a');
    await makeRequest(t.db, {
      shiftId: offered.id,
      employeeId: world.a.employee.id,
      status: 'Offered',
      offerExpiresAt: later,
    });
    await makeRequest(t.db, {
      shiftId: offered.id,
      employeeId: other.id,
      status: 'Offered',
      offerExpiresAt: soonest,
    });
  });

  function stateIn(rows: ShiftListItem[]) {
    const row = rows.find((shift) => shift.id === offered.id);
    return row && { status: row.status, offers: row.offers, offerExpiresAt: row.offerExpiresAt };
  }

  async function seenBy(actor: ActorKey) {
    const response = await list(actor, monthQuery(offered));
    expect(response.statusCode).toBe(200);
    return stateIn(response.json<ShiftListItem[]>());
  }

  it('gives the shift’s managers the soonest deadline beside the counts', async () => {
    expect(await seenBy('managerA')).toEqual({
      status: 'Requested',
      offers: 2,
      offerExpiresAt: soonest.toISOString(),
    });
  });

  it('gives the person offered their own deadline in the restricted view', async () => {
    expect(await seenBy('employeeA')).toEqual({
      status: 'Requested',
      offers: null,
      offerExpiresAt: later.toISOString(),
    });
  });

  it('tells a professional nothing of other people’s offers', async () => {
    const member = await freshMember(t, world.a.organization.id);
    const query = Object.fromEntries(
      Object.entries(monthQuery(offered)).map(([key, value]) => [key, String(value)]),
    );
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/shifts',
      query,
      headers: bearer(member.token),
    });
    expect(stateIn(response.json<ShiftListItem[]>())).toEqual({
      status: 'Requested',
      offers: null,
      offerExpiresAt: null,
    });
  });
});
