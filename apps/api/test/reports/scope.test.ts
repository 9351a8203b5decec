import type { ReportRow } from '@chairside/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminWorldForFile } from '../support/admin-file.ts';
import { bearer } from '../support/app.ts';
import type { ActorKey } from '../support/admin-world.ts';
import { makeUser } from '../support/factories.ts';
import { parseCsv, reportCsv, reportJson, type ReportQueryInput } from '../support/report-world.ts';
import { makeRequest, makeShift, messagesOf, type Shift } from '../support/shift-world.ts';

const { t, world } = adminWorldForFile();
const day = '2031-09-16';
const range = { startDate: day, endDate: day };

/** One shift at each location: A1 (managed by A's location manager), A2, B1, B2. */
let shifts: Record<'a1' | 'a2' | 'b1' | 'b2', Shift>;

beforeAll(async () => {
  shifts = {
    a1: await makeShift(t.db, { locationId: world.a.locations[0].id, local: `${day}T08:00` }),
    a2: await makeShift(t.db, { locationId: world.a.locations[1].id, local: `${day}T09:00` }),
    b1: await makeShift(t.db, { locationId: world.b.locations[0].id, local: `${day}T10:00` }),
    b2: await makeShift(t.db, { locationId: world.b.locations[1].id, local: `${day}T11:00` }),
  };
  await makeRequest(t.db, {
    shiftId: shifts.b1.id,
    employeeId: world.b.employee.id,
    status: 'Confirmed',
  });
});

async function jsonIds(actor: ActorKey, query: ReportQueryInput = range) {
  const response = await reportJson(t, world, actor, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ReportRow[]>().map((row) => row.id);
}

/** The CSV's data records (header dropped), to compare its scope with the JSON answer's. */
async function csvRecords(actor: ActorKey, query: ReportQueryInput = range) {
  const response = await reportCsv(t, world, actor, query);
  expect(response.statusCode, response.body).toBe(200);
  return parseCsv(response.body).slice(1);
}

/** GET /api/reports/shifts for the range, signed in as a `user` who is none of the world's actors. */
async function reportOf(user: { id: number }) {
  const token = await t.tokens.sign(user.id);
  return t.app.inject({ url: '/api/reports/shifts', query: range, headers: bearer(token) });
}

const idsOf = (...keys: (keyof typeof shifts)[]) => keys.map((key) => shifts[key].id);

describe('GET /api/reports/shifts(.csv): who may call', () => {
  it.each<ActorKey>(['employeeA', 'employeeB', 'independent'])(
    'refuses %s with 403 JSON, for the report and for the CSV',
    async (actor) => {
      for (const call of [reportJson, reportCsv]) {
        const response = await call(t, world, actor, range);
        expect(response.statusCode, response.body).toBe(403);
        expect(response.headers['content-type']).toMatch(/application\/json/);
        expect(response.headers['content-disposition']).toBeUndefined();
        expect(messagesOf(response)[0]).toEqual(expect.any(String));
      }
    },
  );

  it('refuses an anonymous caller with 401 JSON, for the report and for the CSV', async () => {
    for (const call of [reportJson, reportCsv]) {
      const response = await call(t, world, null, range);
      expect(response.statusCode).toBe(401);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(messagesOf(response)[0]).toEqual(expect.any(String));
    }
  });

  it('refuses a bad token with 401 for the CSV', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/reports/shifts.csv',
      query: range,
      headers: bearer('not-a-token'),
    });
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-type']).toMatch(/application\/json/);
  });

  it('refuses a deactivated manager’s token with 401', async () => {
    const former = await makeUser(t.db, {
      email: 'former.manager@alder.test',
      position: 'manager',
      organizationId: world.a.organization.id,
      isActive: false,
    });
    const response = await reportOf(former);
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/reports/shifts(.csv): tenancy (DESIGN §5)', () => {
  it.each<[ActorKey, 'a' | 'b']>([
    ['adminA', 'a'],
    ['managerA', 'a'],
    ['adminB', 'b'],
    ['managerB', 'b'],
  ])('%s sees exactly their organization’s shifts', async (actor, org) => {
    const expected = org === 'a' ? idsOf('a1', 'a2') : idsOf('b1', 'b2');
    expect(await jsonIds(actor)).toEqual(expected);
    const records = await csvRecords(actor);
    expect(records).toHaveLength(expected.length);
    const organizationName = org === 'a' ? 'Alder Dental' : 'Birch Dental';
    for (const record of records) expect(record[8]).toBe(organizationName);
  });

  it.each<ActorKey>(['adminA', 'managerA', 'locationManagerA'])(
    '%s asking for another organization’s id still sees only their own',
    async (actor) => {
      const query = { ...range, organizationId: world.b.organization.id };
      const ids = await jsonIds(actor, query);
      expect(ids.length).toBeGreaterThan(0);
      expect(ids).not.toContain(shifts.b1.id);
      expect(ids).not.toContain(shifts.b2.id);
      for (const record of await csvRecords(actor, query)) expect(record[8]).toBe('Alder Dental');
    },
  );

  it('an org admin filtering by another organization’s location gets nothing', async () => {
    expect(await jsonIds('adminA', { ...range, locationId: world.b.locations[0].id })).toEqual([]);
    expect(await csvRecords('adminA', { ...range, locationId: world.b.locations[0].id })).toEqual(
      [],
    );
  });

  it('a location manager sees only the locations they manage', async () => {
    expect(await jsonIds('locationManagerA')).toEqual(idsOf('a1'));
    expect(await jsonIds('locationManagerB')).toEqual(idsOf('b1'));
    const records = await csvRecords('locationManagerA');
    expect(records.map((record) => record[6])).toEqual(['Alder North']);
  });

  it('a location manager asking for a location they do not manage gets nothing', async () => {
    const query = { ...range, locationId: world.a.locations[1].id };
    expect(await jsonIds('locationManagerA', query)).toEqual([]);
    expect(await csvRecords('locationManagerA', query)).toEqual([]);
  });

  it('a location manager of no location sees nothing', async () => {
    const unplaced = await makeUser(t.db, {
      email: 'unplaced.lm@alder.test',
      position: 'location_manager',
      organizationId: world.a.organization.id,
    });
    const response = await reportOf(unplaced);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('the platform admin sees every organization and can narrow to one', async () => {
    expect(await jsonIds('platformAdmin')).toEqual(idsOf('a1', 'a2', 'b1', 'b2'));
    expect(await csvRecords('platformAdmin')).toHaveLength(4);
    expect(
      await jsonIds('platformAdmin', { ...range, organizationId: world.b.organization.id }),
    ).toEqual(idsOf('b1', 'b2'));
    const onlyA = await csvRecords('platformAdmin', {
      ...range,
      organizationId: world.a.organization.id,
    });
    expect(onlyA.map((record) => record[8])).toEqual(['Alder Dental', 'Alder Dental']);
  });

  it('an org admin’s assignedUser filter does not reach another organization’s people', async () => {
    expect(await jsonIds('adminA', { ...range, assignedUser: world.b.employee.id })).toEqual([]);
    expect(await jsonIds('platformAdmin', { ...range, assignedUser: world.b.employee.id })).toEqual(
      idsOf('b1'),
    );
  });
});
