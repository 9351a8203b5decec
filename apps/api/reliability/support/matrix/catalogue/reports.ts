import { canViewReports, managesLocation, type Actor } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { parseCsv } from '../../../../test/support/report-world.ts';
import { expectStatus } from '../expectations.ts';
import type { RouteSpec } from '../types.ts';
import type { MatrixWorld } from '../world.ts';
import { filterCases, locationFilters, organizationFilters, signedIn } from './cases.ts';
import { outOfReach, rows } from './stored.ts';

interface ReportedShift {
  organizationId: number | null;
  locationId: number;
  label: string;
}

/** DESIGN §5 on report rows: in reach, and a location manager's only at their locations. */
function reportProblems(actor: Actor, shifts: ReportedShift[]): string[] {
  return [
    ...outOfReach(actor, shifts, 'a report row'),
    ...shifts
      .filter((shift) => !managesLocation(actor, shift.locationId))
      .map((shift) => `${shift.label} is at a location they do not manage`),
  ];
}

/** The standing shifts' day: one shift at each location of A and B. */
const rangeOf = (world: MatrixWorld) =>
  `startDate=${world.standingDay}&endDate=${world.standingDay}`;

async function shiftsById(world: MatrixWorld, ids: number[]): Promise<ReportedShift[]> {
  const found = await rows<{ id: number; location_id: number; organization_id: number }>(
    world,
    sql`select s.id, s.location_id, l.organization_id from shifts s
          join locations l on l.id = s.location_id`,
  );
  const byId = new Map(found.map((row) => [row.id, row]));
  return ids.map((id) => ({
    organizationId: byId.get(id)?.organization_id ?? null,
    locationId: byId.get(id)?.location_id ?? 0,
    label: `shift ${id}`,
  }));
}

async function locationsByName(world: MatrixWorld, names: string[]): Promise<ReportedShift[]> {
  const found = await rows<{ id: number; name: string; organization_id: number }>(
    world,
    sql`select id, name, organization_id from locations`,
  );
  const byName = new Map(found.map((row) => [row.name, row]));
  return names.map((name) => ({
    organizationId: byName.get(name)?.organization_id ?? null,
    locationId: byName.get(name)?.id ?? 0,
    label: `a row at ${name}`,
  }));
}

/** The report, JSON or CSV, with each filter: 200 to whoever may see reports, and only their rows. */
function reportRoute(
  path: string,
  reported: (world: MatrixWorld, response: LightMyRequestResponse) => Promise<ReportedShift[]>,
): RouteSpec {
  return signedIn((actor, world) =>
    filterCases([...organizationFilters(world), ...locationFilters(world)], (query) => ({
      method: 'GET',
      url: `${path}?${rangeOf(world)}&${query}`,
      status: expectStatus(200, [canViewReports(actor), 403]),
      check: async (response) => reportProblems(actor, await reported(world, response)),
    })),
  );
}

/** Issue #28 §4: a payroll line's person, in reach of the caller (by their organization). */
async function payrollPeople(world: MatrixWorld, userIds: number[]) {
  const found = await rows<{ id: number; organization_id: number | null }>(
    world,
    sql`select id, organization_id from users`,
  );
  const byId = new Map(found.map((row) => [row.id, row.organization_id]));
  return userIds.map((id) => ({ organizationId: byId.get(id) ?? null }));
}

/** The payroll, JSON or CSV: as the report, and no line of a person out of the caller's reach. */
function payrollRoute(
  path: string,
  lines: (response: LightMyRequestResponse) => number | number[],
) {
  return signedIn((actor, world) =>
    filterCases([...organizationFilters(world), ...locationFilters(world)], (query) => ({
      method: 'GET',
      url: `${path}?${rangeOf(world)}&${query}`,
      status: expectStatus(200, [canViewReports(actor), 403]),
      check: async (response) => {
        const found = lines(response);
        return typeof found === 'number'
          ? []
          : outOfReach(actor, await payrollPeople(world, found), 'a payroll line');
      },
    })),
  );
}

export const reportsRoutes: Record<string, RouteSpec> = {
  'GET /api/reports/payroll': payrollRoute('/api/reports/payroll', (response) =>
    response.json().map((line: { userId: number }) => line.userId),
  ),
  // The CSV holds names, not ids: its lines are the JSON's, which the route above checks.
  'GET /api/reports/payroll.csv': payrollRoute(
    '/api/reports/payroll.csv',
    (response) => parseCsv(response.body).length,
  ),
  'GET /api/reports/shifts': reportRoute('/api/reports/shifts', (world, response) =>
    shiftsById(
      world,
      response.json().map((row: { id: number }) => row.id),
    ),
  ),
  'GET /api/reports/shifts.csv': reportRoute('/api/reports/shifts.csv', (world, response) => {
    const [, ...records] = parseCsv(response.body);
    // SPEC §9 column 7 is the location.
    return locationsByName(
      world,
      records.map((record) => record[6]),
    );
  }),
};
