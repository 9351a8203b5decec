import { beforeAll, describe, expect, it } from 'vitest';
import { adminWorldForFile } from '../support/admin-file.ts';
import { callAs, type ActorKey } from '../support/admin-world.ts';
import { localFromNow, makeShift } from '../support/shift-world.ts';

/** One past the largest id a PostgreSQL integer column holds. */
const TOO_BIG = 2_147_483_648;

/** The invitee of the invites below. */
const IDA = { name: 'Ida', email: 'ida@example.test' };

const { t, world, get } = adminWorldForFile();
let shiftId: number;
beforeAll(async () => {
  shiftId = (await makeShift(t.db, { locationId: world.a.locations[0].id, local: localFromNow(9) }))
    .id;
});

describe('an id beyond what the database holds is refused with 400, never a 500', () => {
  const cases: [
    string,
    ActorKey | null,
    () => { method: 'GET' | 'POST' | 'PATCH'; url: string; payload?: object },
  ][] = [
    [
      'the user of a phone code',
      null,
      () => ({
        method: 'POST',
        url: '/api/auth/verify-phone',
        payload: { userId: TOO_BIG, code: '1234' },
      }),
    ],
    [
      'the user of a code resend',
      null,
      () => ({
        method: 'POST',
        url: '/api/auth/resend-phone-verification',
        payload: { userId: TOO_BIG },
      }),
    ],
    [
      'the organization of an invite',
      'platformAdmin',
      () => ({
        method: 'POST',
        url: '/api/invites',
        payload: { ...IDA, position: 'employee', organizationId: TOO_BIG },
      }),
    ],
    [
      'a managed location of an invite',
      'adminA',
      () => ({
        method: 'POST',
        url: '/api/invites',
        payload: { ...IDA, position: 'location_manager', managingLocationIds: [TOO_BIG] },
      }),
    ],
    [
      'a location of a user',
      'adminA',
      () => ({
        method: 'PATCH',
        url: `/api/users/${world.a.employee.id}`,
        payload: { locationIds: [TOO_BIG] },
      }),
    ],
    [
      'the organization of a location',
      'platformAdmin',
      () => ({
        method: 'POST',
        url: '/api/locations',
        payload: {
          organizationId: TOO_BIG,
          name: 'X',
          locationNumber: 'X-1',
          addressLine1: '1 Main St',
          city: 'Austin',
          stateCode: 'TX',
          zipCode: '78701',
          timezone: 'America/Chicago',
        },
      }),
    ],
    [
      'the location of a shift',
      'adminA',
      () => ({
        method: 'POST',
        url: '/api/shifts',
        payload: {
          locationId: TOO_BIG,
          date: localFromNow(9),
          position: 'Hygienist',
          totalMinutes: 480,
          lunchMinutes: 60,
        },
      }),
    ],
    [
      'the user of an assignment',
      'adminA',
      () => ({
        method: 'POST',
        url: `/api/shifts/${shiftId}/requests/assign-user`,
        payload: { userId: TOO_BIG },
      }),
    ],
    [
      'the organization filter of the calendar',
      'adminA',
      () => ({ method: 'GET', url: `/api/shifts?month=1&year=2030&organizationId=${TOO_BIG}` }),
    ],
    [
      'the location filter of the calendar',
      'adminA',
      () => ({ method: 'GET', url: `/api/shifts?month=1&year=2030&locationId=${TOO_BIG}` }),
    ],
  ];

  it.each(cases)('%s', async (_what, actor, request) => {
    const response = actor
      ? await callAs(t, world, actor, request())
      : await t.app.inject(request());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expect.any(Array) });
  });

  it('still takes the largest id there can be', async () => {
    const response = await get('adminA', '/api/shifts?month=1&year=2030&locationId=2147483647');
    expect(response.statusCode).toBeLessThan(500);
    expect(response.statusCode).not.toBe(400);
  });
});
