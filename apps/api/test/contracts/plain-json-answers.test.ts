import {
  dashboardSchema,
  reportRowSchema,
  shiftDetailSchema,
  shiftListItemSchema,
  shiftRequestListItemSchema,
  strictContract,
  type DashboardData,
  type ShiftListItem,
  type ShiftRequestListItem,
} from '@chairside/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { adminWorldForFile } from '../support/admin-file.ts';
import { callAs, type ActorKey } from '../support/admin-world.ts';
import { localDayFromNow, makeShift, monthOf, type Shift } from '../support/shift-world.ts';

/*
 * The hot reads answer with JSON.stringify alone (plainJsonSerializer): no response schema
 * strips what a presenter adds. Each answer here is parsed with its contract made strict at
 * every depth, so a field the contract does not describe fails.
 */

const { t, world, post } = adminWorldForFile();
const day = localDayFromNow(3);
let assigned: Shift;
let requested: Shift;

beforeAll(async () => {
  const [managed, other] = world.a.locations;
  const shiftAt = (locationId: number, clock: string) =>
    makeShift(t.db, {
      locationId,
      local: `${day}T${clock}`,
      notes: 'Parking behind the building',
      internalNotes: 'Pay the agency rate',
      createdBy: world.a.manager.id,
    });
  assigned = await shiftAt(managed.id, '06:00');
  // From the end of the assigned one: a person confirmed at that time may not ask (issue #24 §1).
  requested = await shiftAt(other.id, '14:00');
  // Open, fitting the employee's job title and clear of their confirmed hours: recommended.
  await shiftAt(other.id, '18:00');

  const assign = await post('managerA', `/api/shifts/${assigned.id}/requests/assign-user`, {
    userId: world.a.employee.id,
    notes: 'Bring your loupes',
  });
  expect(assign.statusCode, assign.body).toBe(200);
  const hour = 60 * 60_000;
  const request = await post('employeeA', `/api/shifts/${requested.id}/requests`, {
    startTime: new Date(requested.startsAt.getTime() + hour).toISOString(),
    endTime: new Date(requested.startsAt.getTime() + 3 * hour).toISOString(),
    notes: 'Only the afternoon',
  });
  expect(request.statusCode, request.body).toBe(201);
});

async function answerOf(actor: ActorKey, url: string, query: Record<string, string> = {}) {
  const response = await callAs(t, world, actor, { method: 'GET', url, query });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<unknown>();
}

function expectExactly<T>(contract: z.ZodType<T>, answer: unknown): T {
  const strict = strictContract(contract).safeParse(answer);
  expect(strict.error?.issues ?? []).toEqual([]);
  return contract.parse(answer);
}

const month = () => {
  const { year, month: number } = monthOf(day);
  return { year: String(year), month: String(number) };
};

describe('GET /api/shifts sends only what ShiftListItem describes', () => {
  it.each<ActorKey>(['platformAdmin', 'managerA', 'locationManagerA', 'employeeA', 'independent'])(
    'for the %s',
    async (actor) => {
      const rows = expectExactly(
        z.array(shiftListItemSchema),
        await answerOf(actor, '/api/shifts', month()),
      );
      expect(rows.map((row) => row.id)).toContain(requested.id);
    },
  );

  it('with a distance when a point is sent', async () => {
    const [location] = world.a.locations;
    const rows: ShiftListItem[] = expectExactly(
      z.array(shiftListItemSchema),
      await answerOf('managerA', '/api/shifts', {
        ...month(),
        lat: String(location.latitude),
        lng: String(location.longitude),
        radius: '10',
      }),
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.distanceMiles !== undefined)).toBe(true);
  });
});

describe('GET /api/shifts/:id sends only what ShiftDetail describes', () => {
  it.each<[ActorKey, boolean]>([
    ['managerA', false],
    ['employeeA', true],
  ])('for the %s (restricted: %s)', async (actor, restricted) => {
    const shift = expectExactly(
      shiftDetailSchema,
      await answerOf(actor, `/api/shifts/${requested.id}`),
    );
    expect(shift.restricted).toBe(restricted);
    expect(shift.notes).toBe('Parking behind the building');
  });
});

describe('GET /api/shifts/:id/requests sends only what ShiftRequestListItem describes', () => {
  it.each<[ActorKey, 'assigned' | 'requested']>([
    ['managerA', 'assigned'],
    ['employeeA', 'assigned'],
    ['managerA', 'requested'],
    ['employeeA', 'requested'],
  ])('for the %s, on the %s shift', async (actor, which) => {
    const shift = which === 'assigned' ? assigned : requested;
    const requests: ShiftRequestListItem[] = expectExactly(
      z.array(shiftRequestListItemSchema),
      await answerOf(actor, `/api/shifts/${shift.id}/requests`),
    );
    expect(requests).toHaveLength(1);
  });
});

describe('GET /api/shifts/dashboard sends only what DashboardData describes', () => {
  it('for an employee: their shifts, their requests and recommendations', async () => {
    const board: DashboardData = expectExactly(
      dashboardSchema,
      await answerOf('employeeA', '/api/shifts/dashboard'),
    );
    expect(board.yourUpcomingShifts.map((shift) => shift.id)).toEqual([assigned.id]);
    expect(board.yourShiftRequests).toHaveLength(2);
    expect(board.recommendedShifts.length).toBeGreaterThan(0);
    expect(board.stats).toBeNull();
  });

  it.each<ActorKey>(['managerA', 'locationManagerA', 'platformAdmin'])(
    'for the %s: with statistics',
    async (actor) => {
      const board = expectExactly(dashboardSchema, await answerOf(actor, '/api/shifts/dashboard'));
      expect(board.stats).not.toBeNull();
    },
  );

  it('lists the requested shifts in the manager’s statistics', async () => {
    const board = expectExactly(
      dashboardSchema,
      await answerOf('managerA', '/api/shifts/dashboard'),
    );
    expect(board.stats?.requestedShifts.map((shift) => shift.id)).toContain(requested.id);
  });
});

describe('GET /api/reports/shifts sends only what ReportRow describes', () => {
  it.each<ActorKey>(['managerA', 'locationManagerA', 'platformAdmin'])(
    'for the %s',
    async (actor) => {
      const rows = expectExactly(
        z.array(reportRowSchema),
        await answerOf(actor, '/api/reports/shifts', { startDate: day, endDate: day }),
      );
      expect(rows.length).toBeGreaterThan(0);
    },
  );

  it('with assigned and unassigned rows', async () => {
    const rows = expectExactly(
      z.array(reportRowSchema),
      await answerOf('managerA', '/api/reports/shifts', { startDate: day, endDate: day }),
    );
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(['Assigned', 'Unassigned']));
  });
});
