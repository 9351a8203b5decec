import type { MapLocation, ShiftListItem } from '@chairside/domain';
import { asc } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { locations as locationsTable } from '../../src/db/schema.ts';
import { adminWorldForFile } from '../support/admin-file.ts';
import { expectRefusalMessages } from '../support/app.ts';
import { bruteMiles, seeded } from '../support/geo.ts';
import { callAs, type ActorKey } from '../support/admin-world.ts';
import { makeLocation, makeOrganization } from '../support/factories.ts';
import { localDayFromNow, makeShift, monthOf } from '../support/shift-world.ts';

const { t, world } = adminWorldForFile();

interface Point {
  lat: number;
  lng: number;
}

const DOCUMENTED_KEYS = [
  'distanceMiles',
  'id',
  'latitude',
  'locationNumber',
  'longitude',
  'name',
  'organizationId',
  'organizationName',
];

const map = (actor: ActorKey | null, query: Record<string, string | number> = {}) =>
  callAs(t, world, actor, {
    method: 'GET',
    url: '/api/locations/map',
    query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
  });

async function mapRows(actor: ActorKey, query: Record<string, string | number> = {}) {
  const response = await map(actor, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MapLocation[]>();
}

const idsOf = (rows: { id: number }[]) => rows.map((row) => row.id).sort((a, b) => a - b);

/** Every location in the database: what a user who sees everything could be answered. */
async function allLocations() {
  const rows = await t.db
    .select({
      id: locationsTable.id,
      organizationId: locationsTable.organizationId,
      lat: locationsTable.latitude,
      lng: locationsTable.longitude,
    })
    .from(locationsTable)
    .orderBy(asc(locationsTable.id));
  return rows;
}

/** The point `miles` from `center` on a compass `bearing` (degrees), on the same sphere. */
function destination(center: Point, miles: number, bearing: number): Point {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const deg = (radians: number) => (radians * 180) / Math.PI;
  const angle = miles / 3959;
  const lat1 = rad(center.lat);
  const theta = rad(bearing);
  const lat2 = Math.asin(
    Math.sin(lat1) * Math.cos(angle) + Math.cos(lat1) * Math.sin(angle) * Math.cos(theta),
  );
  const lng2 =
    rad(center.lng) +
    Math.atan2(
      Math.sin(theta) * Math.sin(angle) * Math.cos(lat1),
      Math.cos(angle) - Math.sin(lat1) * Math.sin(lat2),
    );
  let lng = deg(lng2);
  if (lng > 180) lng -= 360;
  if (lng < -180) lng += 360;
  return { lat: deg(lat2), lng };
}

describe('GET /api/locations/map: answers', () => {
  it('lists every location the user may see with its coordinates and a null distance without a point', async () => {
    const rows = await mapRows('platformAdmin');
    const all = await allLocations();
    expect(idsOf(rows)).toEqual(all.map((row) => row.id));
    for (const row of rows) {
      expect(Object.keys(row).sort()).toEqual(DOCUMENTED_KEYS);
      expect(row.distanceMiles).toBeNull();
    }
    const north = rows.find((row) => row.id === world.a.locations[0].id);
    expect(north).toEqual({
      id: world.a.locations[0].id,
      name: 'Alder North',
      locationNumber: 'A-100',
      organizationId: world.a.organization.id,
      organizationName: 'Alder Dental',
      latitude: world.a.locations[0].latitude,
      longitude: world.a.locations[0].longitude,
      distanceMiles: null,
    });
  });

  it('with a point and no radius gives every location its distance, in miles to one decimal', async () => {
    const center = { lat: 39.7392, lng: -104.9903 };
    const rows = await mapRows('platformAdmin', center);
    expect(idsOf(rows)).toEqual((await allLocations()).map((row) => row.id));
    for (const row of rows) {
      const miles = bruteMiles(center, { lat: row.latitude, lng: row.longitude });
      expect(row.distanceMiles).toBe(Math.round(miles * 10) / 10);
    }
  });
});

describe('GET /api/locations/map: a radius matches a brute-force great-circle search', () => {
  /** Locations scattered around `center` in a fresh organization. */
  async function scatter(
    name: string,
    center: Point,
    spread: { lat: number; lng: number },
    count: number,
    seed: number,
  ) {
    const organization = await makeOrganization(t.db, { name });
    const random = seeded(seed);
    for (let index = 0; index < count; index += 1) {
      const lat = Math.max(-90, Math.min(90, center.lat + (random() * 2 - 1) * spread.lat));
      let lng = center.lng + (random() * 2 - 1) * spread.lng;
      if (lng > 180) lng -= 360;
      if (lng < -180) lng += 360;
      await makeLocation(t.db, organization.id, {
        name: `${name} ${index}`,
        latitude: lat,
        longitude: lng,
      });
    }
    return organization;
  }

  /**
   * Asks the map around `center` within `radius` as the independent professional (who sees
   * every organization) and compares with a brute-force search over every location stored.
   */
  async function expectBruteForce(center: Point, radius: number) {
    const rows = await mapRows('independent', { lat: center.lat, lng: center.lng, radius });
    const expected = (await allLocations()).filter(
      (location) => bruteMiles(center, location) <= radius,
    );
    expect(idsOf(rows), `${radius} miles around ${center.lat}, ${center.lng}`).toEqual(
      expected.map((location) => location.id),
    );
    for (const row of rows) {
      const miles = bruteMiles(center, { lat: row.latitude, lng: row.longitude });
      expect(Math.abs((row.distanceMiles as number) - miles)).toBeLessThanOrEqual(0.0501);
    }
    return rows.length;
  }

  beforeAll(async () => {
    await scatter('Map Denver', { lat: 39.7392, lng: -104.9903 }, { lat: 1.6, lng: 2.2 }, 60, 17);
    await scatter('Map Fairbanks', { lat: 64.8378, lng: -147.7164 }, { lat: 1.2, lng: 4 }, 40, 29);
    await scatter('Map Aleutians', { lat: 51.88, lng: -179.8 }, { lat: 0.8, lng: 2 }, 40, 43);
    await scatter('Map Fiji', { lat: -17.7, lng: 179.6 }, { lat: 1.5, lng: 2.5 }, 40, 71);
    await scatter('Map Pole', { lat: 89.4, lng: 0 }, { lat: 0.5, lng: 180 }, 20, 97);
  });

  it('around Denver for every radius option and the 500 mile maximum', async () => {
    const center = { lat: 39.7392, lng: -104.9903 };
    const found: number[] = [];
    for (const radius of [5, 10, 25, 50, 100, 500])
      found.push(await expectBruteForce(center, radius));
    // The circles really cut through the scatter.
    expect(found[3]).toBeGreaterThan(0);
    expect(found[4]).toBeGreaterThan(found[2] as number);
    expect(found[4]).toBeLessThan(60);
  });

  it('far north, where a degree of longitude is short (Fairbanks)', async () => {
    const center = { lat: 64.8378, lng: -147.7164 };
    for (const radius of [10, 25, 50, 100]) await expectBruteForce(center, radius);
    expect(await expectBruteForce(center, 50)).toBeGreaterThan(0);
  });

  it('across the 180th meridian from the west side (Aleutians)', async () => {
    const center = { lat: 51.88, lng: -179.8 };
    const rows = await mapRows('independent', { ...center, radius: 100 });
    // Both sides of the meridian are in the answer.
    expect(rows.some((row) => row.longitude > 0)).toBe(true);
    expect(rows.some((row) => row.longitude < 0)).toBe(true);
    for (const radius of [25, 50, 100]) await expectBruteForce(center, radius);
  });

  it('across the 180th meridian from the east side (Fiji)', async () => {
    const center = { lat: -17.7, lng: 179.9 };
    const rows = await mapRows('independent', { ...center, radius: 100 });
    expect(rows.some((row) => row.longitude < 0)).toBe(true);
    expect(rows.some((row) => row.longitude > 0)).toBe(true);
    for (const radius of [10, 50, 100, 250]) await expectBruteForce(center, radius);
  });

  it('near the pole, where the box spans every longitude', async () => {
    const center = { lat: 89.6, lng: 90 };
    for (const radius of [25, 50, 100]) await expectBruteForce(center, radius);
    expect(await expectBruteForce(center, 100)).toBeGreaterThan(0);
  });

  it('includes a location just inside the radius on a diagonal and leaves out one just outside', async () => {
    const organization = await makeOrganization(t.db, { name: 'Map Edge' });
    const center = { lat: 10, lng: 20 };
    const inside = await makeLocation(t.db, organization.id, {
      name: 'Just Inside',
      ...toColumns(destination(center, 24.97, 45)),
    });
    await makeLocation(t.db, organization.id, {
      name: 'Just Outside',
      ...toColumns(destination(center, 25.2, 135)),
    });
    const rows = await mapRows('independent', {
      ...center,
      radius: 25,
      organizationId: organization.id,
    });
    expect(idsOf(rows)).toEqual([inside.id]);
    expect(rows[0]?.distanceMiles).toBe(25);
  });

  // Known bug (reported): GET /locations/map filters on the distance already rounded to one
  // decimal, so a location up to 0.05 mile beyond the radius is answered (as exactly 25 miles)
  // while GET /shifts with the same point and radius leaves its shifts out. Remove `.fails`
  // once locations/service.ts forMap filters on the unrounded distance.
  it('leaves out a location 0.03 mile beyond the radius, as GET /shifts does', async () => {
    const organization = await makeOrganization(t.db, { name: 'Map Beyond' });
    const center = { lat: -30, lng: 150 };
    const beyond = await makeLocation(t.db, organization.id, {
      name: 'Just Beyond',
      ...toColumns(destination(center, 25.03, 45)),
    });
    expect(bruteMiles(center, { lat: beyond.latitude, lng: beyond.longitude })).toBeGreaterThan(25);
    const rows = await mapRows('independent', {
      ...center,
      radius: 25,
      organizationId: organization.id,
    });
    expect(idsOf(rows)).toEqual([]);
  });

  it('answers the same locations as the shifts of GET /shifts with the same point and radius', async () => {
    const organization = await makeOrganization(t.db, { name: 'Map And Shifts' });
    const center = { lat: 35.0844, lng: -106.6504 };
    const random = seeded(5);
    const day = localDayFromNow(20, 'America/Denver');
    for (let index = 0; index < 30; index += 1) {
      const location = await makeLocation(t.db, organization.id, {
        name: `Albuquerque ${index}`,
        timezone: 'America/Denver',
        ...toColumns(destination(center, random() * 60, random() * 360)),
      });
      await makeShift(t.db, { locationId: location.id, local: `${day}T09:00` });
    }
    const query = { ...center, radius: 25, organizationId: organization.id };
    const mapIds = idsOf(await mapRows('independent', query));
    const shifts = await callAs(t, world, 'independent', {
      method: 'GET',
      url: '/api/shifts',
      query: Object.fromEntries(
        Object.entries({ ...query, ...monthOf(day) }).map(([key, value]) => [key, String(value)]),
      ),
    });
    expect(shifts.statusCode).toBe(200);
    const shiftLocationIds = [
      ...new Set(shifts.json<ShiftListItem[]>().map((shift) => shift.locationId)),
    ].sort((a, b) => a - b);
    expect(mapIds.length).toBeGreaterThan(0);
    expect(mapIds.length).toBeLessThan(30);
    expect(shiftLocationIds).toEqual(mapIds);
  });
});

function toColumns(point: Point) {
  return { latitude: point.lat, longitude: point.lng };
}

describe('GET /api/locations/map: tenancy (DESIGN §5)', () => {
  const ownIds = async (org: 'a' | 'b') =>
    (await allLocations())
      .filter((row) => row.organizationId === world[org].organization.id)
      .map((row) => row.id);

  it.each<[ActorKey, 'a' | 'b']>([
    ['adminA', 'a'],
    ['managerA', 'a'],
    ['locationManagerA', 'a'],
    ['employeeA', 'a'],
    ['managerB', 'b'],
    ['employeeB', 'b'],
  ])('%s sees only the locations of their own organization', async (actor, org) => {
    expect(idsOf(await mapRows(actor))).toEqual(await ownIds(org));
  });

  it('an organization-bound user asking for another organization still sees only their own', async () => {
    const rows = await mapRows('managerA', { organizationId: world.b.organization.id });
    expect(idsOf(rows)).toEqual(await ownIds('a'));
  });

  it('an organization-bound user with a radius sees only their own locations within it', async () => {
    const [north] = world.a.locations;
    const rows = await mapRows('employeeB', {
      lat: north.latitude,
      lng: north.longitude,
      radius: 5,
    });
    // Alder's and Birch's offices stand on the same corner; Birch's employee gets Birch's.
    expect(idsOf(rows)).toEqual(await ownIds('b'));
    expect(rows.every((row) => row.distanceMiles === 0)).toBe(true);
  });

  it.each<ActorKey>(['independent', 'platformAdmin'])(
    '%s (no organization) sees every organization’s locations, or one when asked',
    async (actor) => {
      expect(idsOf(await mapRows(actor))).toEqual((await allLocations()).map((row) => row.id));
      const onlyB = await mapRows(actor, { organizationId: world.b.organization.id });
      expect(idsOf(onlyB)).toEqual(await ownIds('b'));
    },
  );

  it('answers 401 without a token and to a deactivated user', async () => {
    const anonymous = await map(null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['content-type']).toMatch(/application\/json/);
    expect((await map('inactiveEmployeeA')).statusCode).toBe(401);
  });
});

describe('GET /api/locations/map: bad input answers 400 JSON', () => {
  it.each<[string, Record<string, string>, string[] | null]>([
    ['a latitude beyond 90', { lat: '90.5', lng: '0' }, null],
    ['a latitude below -90', { lat: '-91', lng: '0' }, null],
    ['a longitude beyond 180', { lat: '0', lng: '180.01' }, null],
    ['a latitude that is not a number', { lat: 'north', lng: '0' }, ['Latitude must be a number']],
    ['a longitude that is not a number', { lat: '0', lng: 'west' }, ['Longitude must be a number']],
    ['a radius that is not a number', { lat: '0', lng: '0', radius: 'far' }, null],
    ['a radius without a point', { radius: '25' }, ['A radius needs a latitude and a longitude']],
    ['a latitude without a longitude', { lat: '39.7' }, ['Latitude and longitude go together']],
    ['a longitude without a latitude', { lng: '-104.9' }, ['Latitude and longitude go together']],
    ['a radius beyond 500 miles', { lat: '0', lng: '0', radius: '500.5' }, null],
    ['a zero radius', { lat: '0', lng: '0', radius: '0' }, null],
    ['a negative radius', { lat: '0', lng: '0', radius: '-5' }, null],
    ['an organization that is not an id', { organizationId: 'all' }, null],
  ])('refuses %s', async (_case, query, messages) => {
    const response = await map('independent', query);
    const answered = expectRefusalMessages(response);
    if (messages) expect(answered).toEqual(messages);
  });

  it('accepts the edges: latitude ±90, longitude ±180 and a 500 mile radius', async () => {
    for (const query of [
      { lat: 90, lng: 180, radius: 500 },
      { lat: -90, lng: -180, radius: 500 },
    ]) {
      const response = await map('independent', query);
      expect(response.statusCode, response.body).toBe(200);
    }
  });
});
