import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminWorldForFile } from '../support/admin-file.ts';
import { adminState } from '../support/admin-world.ts';
import { localFromNow, makeRequest, makeShift } from '../support/shift-world.ts';
import { queryRows } from '../support/sql.ts';

const { t, world, call } = adminWorldForFile();

/** An id no shift has: what a shift out of reach must be indistinguishable from. */
const NO_SUCH_SHIFT = 2_000_000_000;

/** Every route that loads its shift through the visible-shift hook, on shift `id`, request `requestId`. */
function shiftRoutes(id: number, requestId: number) {
  const onRequest = (action: string) => `/api/shifts/${id}/requests/${requestId}/${action}`;
  return [
    { method: 'GET' as const, url: `/api/shifts/${id}` },
    { method: 'PATCH' as const, url: `/api/shifts/${id}`, payload: { notes: 'Moved' } },
    { method: 'DELETE' as const, url: `/api/shifts/${id}` },
    { method: 'DELETE' as const, url: `/api/shifts/${id}?scope=following` },
    { method: 'POST' as const, url: `/api/shifts/${id}/uncovered-hours` },
    { method: 'GET' as const, url: `/api/shifts/${id}/requests` },
    { method: 'POST' as const, url: `/api/shifts/${id}/requests`, payload: { notes: null } },
    {
      method: 'POST' as const,
      url: `/api/shifts/${id}/requests/assign-user`,
      payload: { userId: world.b.employee.id, notes: null },
    },
    { method: 'GET' as const, url: `/api/shifts/${id}/assignable-users` },
    { method: 'GET' as const, url: `/api/shifts/${id}/eligibility` },
    { method: 'PATCH' as const, url: onRequest('offer') },
    { method: 'PATCH' as const, url: onRequest('decline') },
    { method: 'PATCH' as const, url: onRequest('confirm') },
    { method: 'PATCH' as const, url: onRequest('withdraw') },
    { method: 'PATCH' as const, url: onRequest('cancel'), payload: { reason: 'Ill' } },
  ];
}

async function shiftAndRequests(shiftId: number) {
  return {
    shifts: await queryRows(t.db, sql`select * from shifts where id = ${shiftId}`),
    requests: await queryRows(t.db, sql`select * from shift_requests where shift_id = ${shiftId}`),
    events: await queryRows(t.db, sql`select * from shift_events where shift_id = ${shiftId}`),
  };
}

describe('the shift routes load their shift through the visible-shift finder', () => {
  it('answer a manager of another organization exactly as for a shift that does not exist, and change nothing', async () => {
    const shift = await makeShift(t.db, {
      locationId: world.a.locations[0].id,
      local: localFromNow(12),
    });
    const request = await makeRequest(t.db, { shiftId: shift.id, employeeId: world.a.employee.id });
    const missing = shiftRoutes(NO_SUCH_SHIFT, request.id);
    const before = { admin: await adminState(t.db), shift: await shiftAndRequests(shift.id) };

    for (const [index, route] of shiftRoutes(shift.id, request.id).entries()) {
      const foreign = await call('managerB', route);
      const none = await call('managerB', missing[index]);
      expect({ route: route.url, status: foreign.statusCode, body: foreign.json() }).toEqual({
        route: route.url,
        status: 404,
        body: none.json(),
      });
    }

    expect({ admin: await adminState(t.db), shift: await shiftAndRequests(shift.id) }).toEqual(
      before,
    );
  });

  it('still let the shift’s own manager through to the handler', async () => {
    const shift = await makeShift(t.db, {
      locationId: world.a.locations[0].id,
      local: localFromNow(13),
    });
    const response = await call('managerA', { url: `/api/shifts/${shift.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: shift.id });
  });
});
