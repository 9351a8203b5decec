import { describe, expect, it } from 'vitest';
import { shiftRequests, shifts } from '../../src/db/schema.ts';
import { adminWorldForFile } from '../support/admin-file.ts';
import { makeUser } from '../support/factories.ts';

const { t, world, get } = adminWorldForFile();

async function insertShift(
  locationId: number,
  startsAt: string,
  extra: Partial<typeof shifts.$inferInsert> = {},
) {
  const [shift] = await t.db
    .insert(shifts)
    .values({
      locationId,
      startsAt: new Date(startsAt),
      localDate: startsAt.slice(0, 10),
      totalMinutes: 480,
      lunchMinutes: 60,
      position: 'Hygienist',
      timezone: 'America/Chicago',
      ...extra,
    })
    .returning();
  return shift;
}

async function insertRequest(
  shiftId: number,
  employeeId: number,
  status: 'Requested' | 'Offered' | 'Confirmed',
  declined = false,
) {
  await t.db.insert(shiftRequests).values({ shiftId, employeeId, status, declined });
}

describe('GET /api/users/:id detail', () => {
  it('answers the documented detail of a location manager with their locations', async () => {
    const response = await get('adminA', `/api/users/${world.a.locationManager.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: world.a.locationManager.id,
      name: 'Lara Ames',
      email: 'lm.a@alder.test',
      phoneNumber: null,
      jobTitle: 'Hygienist',
      position: 'location_manager',
      organizationId: world.a.organization.id,
      organizationName: 'Alder Dental',
      organizationNames: ['Alder Dental'],
      positionNames: ['Location Manager'],
      locationIds: [world.a.locations[0].id],
      isActive: true,
      recentShifts: [],
    });
  });

  it('answers a user without organization with null organization and no names', async () => {
    const response = await get('platformAdmin', `/api/users/${world.independent.id}`);
    expect(response.json()).toMatchObject({
      organizationId: null,
      organizationName: null,
      organizationNames: [],
      positionNames: ['Employee'],
      locationIds: [],
    });
  });

  it('recentShifts lists the shifts the user is confirmed on, newest first', async () => {
    const worker = await makeUser(t.db, {
      email: 'shifty@alder.test',
      organizationId: world.a.organization.id,
    });
    const [north, south] = world.a.locations;
    const older = await insertShift(north.id, '2031-03-02T15:00:00.000Z', {
      position: 'Front Desk',
      totalMinutes: 240,
    });
    const newer = await insertShift(south.id, '2031-03-09T14:30:00.000Z');
    await insertRequest(older.id, worker.id, 'Confirmed');
    await insertRequest(newer.id, worker.id, 'Confirmed');

    const response = await get('managerA', `/api/users/${worker.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().recentShifts).toEqual([
      {
        id: newer.id,
        date: '2031-03-09T14:30:00.000Z',
        locationName: 'Alder South',
        position: 'Hygienist',
        totalMinutes: 480,
      },
      {
        id: older.id,
        date: '2031-03-02T15:00:00.000Z',
        locationName: 'Alder North',
        position: 'Front Desk',
        totalMinutes: 240,
      },
    ]);
  });

  it('recentShifts leaves out requested, offered and declined shifts', async () => {
    const worker = await makeUser(t.db, {
      email: 'hopeful@alder.test',
      organizationId: world.a.organization.id,
    });
    const [north] = world.a.locations;
    const requested = await insertShift(north.id, '2031-04-01T15:00:00.000Z');
    const offered = await insertShift(north.id, '2031-04-02T15:00:00.000Z');
    const declined = await insertShift(north.id, '2031-04-03T15:00:00.000Z');
    await insertRequest(requested.id, worker.id, 'Requested');
    await insertRequest(offered.id, worker.id, 'Offered');
    await insertRequest(declined.id, worker.id, 'Confirmed', true);

    const response = await get('adminA', `/api/users/${worker.id}`);
    expect(response.json().recentShifts).toEqual([]);
  });

  it("recentShifts never lists another user's confirmed shift", async () => {
    const [north] = world.a.locations;
    const shift = await insertShift(north.id, '2031-05-01T15:00:00.000Z');
    await insertRequest(shift.id, world.a.employee.id, 'Confirmed');
    const colleague = await get('adminA', `/api/users/${world.a.manager.id}`);
    expect(colleague.json().recentShifts).toEqual([]);
    const owner = await get('adminA', `/api/users/${world.a.employee.id}`);
    expect(owner.json().recentShifts.map((row: { id: number }) => row.id)).toEqual([shift.id]);
  });
});
