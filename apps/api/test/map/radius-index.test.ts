import { boundingBox } from '@chairside/domain';
import { asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { locations, organizations } from '../../src/db/schema.ts';
import { locationWithinBox } from '../../src/modules/locations/queries.ts';
import { appForFile } from '../support/app.ts';
import { makeLocation, makeOrganization } from '../support/factories.ts';

const t = appForFile();
beforeAll(async () => {
  const organization = await makeOrganization(t.db, { name: 'Plan Dental' });
  for (let index = 0; index < 40; index += 1) {
    await makeLocation(t.db, organization.id, {
      latitude: -60 + index * 3,
      longitude: -179 + index * 9,
    });
  }
  await t.db.execute(sql`analyze locations`);
});

/**
 * The plan of GET /locations/map's query for a radius (the same select, join, box filter and
 * order as locations/queries.ts mapLocations), with sequential scans priced out of reach so
 * the planner shows whether an index can serve the box at all.
 */
async function planOf(center: { lat: number; lng: number }, miles: number): Promise<string> {
  return t.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const query = tx
      .select({
        id: locations.id,
        name: locations.name,
        latitude: locations.latitude,
        longitude: locations.longitude,
        organizationName: organizations.name,
      })
      .from(locations)
      .innerJoin(organizations, eq(organizations.id, locations.organizationId))
      .where(locationWithinBox(boundingBox(center, miles)))
      .orderBy(asc(organizations.name), asc(locations.name));
    const result = await tx.execute(sql`explain ${query.getSQL()}`);
    const rows = (result as unknown as { rows: Record<string, string>[] }).rows;
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

describe('the radius query plan uses an index', () => {
  it('serves a box around Denver from locations_lat_lng_idx', async () => {
    const plan = await planOf({ lat: 39.7392, lng: -104.9903 }, 25);
    expect(plan).toContain('locations_lat_lng_idx');
    // The box bounds the index scan itself, not a filter over the whole index.
    expect(plan).toMatch(/Index Cond: \(\(latitude >= .*longitude <= /);
    expect(plan).not.toMatch(/Seq Scan on locations/);
  });

  it('serves a box that crosses the 180th meridian from locations_lat_lng_idx', async () => {
    const plan = await planOf({ lat: 51.88, lng: -179.8 }, 100);
    expect(plan).toContain('locations_lat_lng_idx');
    expect(plan).toMatch(/Index Cond: \(\(latitude >= /);
    expect(plan).not.toMatch(/Seq Scan on locations/);
  });
});
