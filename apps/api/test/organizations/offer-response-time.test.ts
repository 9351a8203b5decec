import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminWorldForFile } from '../support/admin-file.ts';
import { localFromNow, makeRequest, makeShift, freshMember } from '../support/shift-world.ts';
import { queryRows } from '../support/sql.ts';

const { t, world, get, call, patch } = adminWorldForFile();

const HOUR_MS = 60 * 60 * 1000;
const put = (actor: Parameters<typeof get>[0], id: number, payload: unknown) =>
  call(actor, {
    method: 'PUT',
    url: `/api/organizations/${id}/settings`,
    payload: payload as Record<string, unknown>,
  });

describe('the offer response time, an organization setting (issue #14 §3)', () => {
  it('is 24 hours until the organization chooses another', async () => {
    const response = await get(
      'managerA',
      `/api/organizations/${world.a.organization.id}/settings`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      organizationId: world.a.organization.id,
      offerResponseHours: 24,
      credentialChecks: 'outsideProfessionals',
    });
  });

  it('may be changed by the organization’s admins and managers and a platform admin, no one else', async () => {
    const id = world.a.organization.id;
    expect((await put('adminA', id, { offerResponseHours: 8 })).json().offerResponseHours).toBe(8);
    expect((await put('platformAdmin', id, { offerResponseHours: 12 })).statusCode).toBe(200);
    expect((await put('locationManagerA', id, { offerResponseHours: 4 })).statusCode).toBe(403);
    expect((await put('employeeA', id, { offerResponseHours: 4 })).statusCode).toBe(403);
    expect((await put('managerB', id, { offerResponseHours: 4 })).statusCode).toBe(404);
    expect((await put('independent', id, { offerResponseHours: 4 })).statusCode).toBe(403);
    expect((await put('managerA', id, { offerResponseHours: 24 })).statusCode).toBe(200);
  });

  it('accepts only the offered response times: Choose one of the offered response times (400)', async () => {
    for (const offerResponseHours of [3, 0, -2, 'soon', null]) {
      const response = await put('managerA', world.a.organization.id, { offerResponseHours });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toEqual(['Choose one of the offered response times']);
    }
  });

  it('gives the organization’s next offers its response time', async () => {
    const id = world.b.organization.id;
    expect((await put('managerB', id, { offerResponseHours: 2 })).statusCode).toBe(200);
    const shift = await makeShift(t.db, {
      locationId: world.b.locations[0].id,
      local: localFromNow(10),
    });
    const person = await freshMember(t, id);
    const request = await makeRequest(t.db, { shiftId: shift.id, employeeId: person.id });
    const before = Date.now();
    await patch('managerB', `/api/shifts/${shift.id}/requests/${request.id}/offer`);
    const [row] = await queryRows<{ expires: Date }>(
      t.db,
      sql`select offer_expires_at as expires from shift_requests where id = ${request.id}`,
    );
    const expires = new Date(row.expires).getTime();
    expect(expires).toBeGreaterThanOrEqual(before + 2 * HOUR_MS - 1000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 2 * HOUR_MS);
  });
});
