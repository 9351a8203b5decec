import type { DashboardData, JobTitle, ShiftPosition, Specialty } from '@chairside/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { appForFile, callsAs } from '../support/app.ts';
import { makeUser } from '../support/factories.ts';
import {
  localAt,
  localFromNow,
  makeRequest,
  makeShift,
  makeTeam,
  type Shift,
  type Team,
  type TeamMember,
} from '../support/shift-world.ts';

const t = appForFile();

async function dashboardOf(token: string): Promise<DashboardData> {
  const response = await callsAs(t.app, token).get('/api/shifts/dashboard');
  expect(response.statusCode).toBe(200);
  return response.json();
}

const ids = (rows: { id: number }[]) => rows.map((row) => row.id);
/** How a shift in `status` shows to an employee: the restricted view, without its requests. */
const restrictedView = (status: string) => ({ status, restricted: true, requests: null });
const HOUR = 60 * 60_000;

describe('GET /api/shifts/dashboard for an employee', () => {
  let team: Team;
  let otherTeam: Team;
  let me: TeamMember;
  let colleague: TeamMember;
  const shifts: Record<string, Shift> = {};
  const requests: Record<string, number> = {};

  /** A shift at the team's first location; `when` is days ahead (and a clock) or a local time. */
  const at = (
    where: Team,
    when: string,
    position: ShiftPosition = 'Dental Assistant-Specialty',
    specialty: Specialty | null = 'Endodontics',
    totalMinutes = 480,
  ) =>
    makeShift(t.db, {
      locationId: where.locations[0].id,
      local: when,
      position,
      specialty: position === 'Dental Assistant-Specialty' ? specialty : null,
      totalMinutes,
    });

  beforeAll(async () => {
    team = await makeTeam(t, 'Endo Group');
    otherTeam = await makeTeam(t, 'Other Group');
    me = await team.make({ jobTitle: 'Specialty Assistant-Endo' });
    colleague = await team.make({ jobTitle: 'Specialty Assistant-Endo' });
    const tz = 'America/Chicago';

    // Fits the job title, open, upcoming: recommended.
    shifts.fitsLater = await at(team, localFromNow(14, '08:00'));
    shifts.fitsSooner = await at(team, localFromNow(12, '08:00'));
    // Does not fit the job title.
    shifts.ortho = await at(
      team,
      localFromNow(12, '09:00'),
      'Dental Assistant-Specialty',
      'Orthodontics',
    );
    shifts.hygienist = await at(team, localFromNow(12, '10:00'), 'Hygienist');
    shifts.general = await at(team, localFromNow(12, '11:00'), 'Dental Assistant-General Practice');
    // Fits, but already requested by me (live, offered, or declined).
    shifts.requested = await at(team, localFromNow(15, '08:00'));
    shifts.offered = await at(team, localFromNow(16, '08:00'));
    shifts.declined = await at(team, localFromNow(17, '08:00'));
    // Fits, but filled by a colleague.
    shifts.filled = await at(team, localFromNow(18, '08:00'));
    // Fits, but past or already started.
    shifts.past = await at(team, localFromNow(-2, '08:00'));
    shifts.started = await at(
      team,
      localAt(new Date(Date.now() - HOUR), tz),
      undefined,
      undefined,
      120,
    );
    // My confirmed shift on day 20, 08:00-16:00; one overlapping it, one right after it.
    shifts.mine = await at(team, localFromNow(20, '08:00'));
    shifts.overlapping = await at(team, localFromNow(20, '12:00'), undefined, undefined, 120);
    shifts.after = await at(team, localFromNow(20, '16:00'), undefined, undefined, 120);
    // My confirmed shift that started an hour ago and runs 8 hours; one that ended yesterday.
    shifts.underway = await at(team, localAt(new Date(Date.now() - HOUR), tz), 'Hygienist');
    shifts.ended = await at(team, localFromNow(-1, '08:00'), 'Hygienist', null, 120);
    // Fits, but in another organization.
    shifts.elsewhere = await at(otherTeam, localFromNow(13, '08:00'));

    const request = async (
      key: string,
      shift: Shift,
      extra: Partial<Parameters<typeof makeRequest>[1]> = {},
    ) => {
      requests[key] = (
        await makeRequest(t.db, { shiftId: shift.id, employeeId: me.id, ...extra })
      ).id;
    };
    await request('requested', shifts.requested);
    await request('offered', shifts.offered, { status: 'Offered' });
    await request('declined', shifts.declined, { declined: true });
    await request('mine', shifts.mine, { status: 'Confirmed' });
    await request('underway', shifts.underway, { status: 'Confirmed' });
    await request('ended', shifts.ended, { status: 'Confirmed' });
    await makeRequest(t.db, {
      shiftId: shifts.filled.id,
      employeeId: colleague.id,
      status: 'Confirmed',
    });
    // A colleague's request on a shift I requested too never shows in my list.
    await makeRequest(t.db, { shiftId: shifts.requested.id, employeeId: colleague.id });
  });

  it('lists my upcoming shifts: confirmed for me and not ended, soonest first', async () => {
    const { yourUpcomingShifts } = await dashboardOf(me.token);
    expect(ids(yourUpcomingShifts)).toEqual([shifts.underway.id, shifts.mine.id]);
    expect(yourUpcomingShifts[1]).toMatchObject(restrictedView('Assigned'));
  });

  it('lists my own shift requests, declined ones included, with the shift’s date, end, timezone, position and location name', async () => {
    const { yourShiftRequests } = await dashboardOf(me.token);
    expect(yourShiftRequests.every((request) => request.employeeId === me.id)).toBe(true);
    const byId = new Map(yourShiftRequests.map((request) => [request.id, request]));
    for (const key of ['requested', 'offered', 'declined', 'mine', 'underway']) {
      expect(byId.has(requests[key]), key).toBe(true);
    }
    expect(byId.get(requests.declined)).toMatchObject({
      shiftId: shifts.declined.id,
      status: 'Requested',
      declined: true,
      shiftDate: shifts.declined.startsAt.toISOString(),
      // Issue #13: the dashboard shows the shift's date and hours on its own clocks.
      shiftEndsAt: shifts.declined.endsAt.toISOString(),
      timezone: team.locations[0].timezone,
      position: 'Dental Assistant-Specialty',
      locationName: team.locations[0].name,
    });
    expect(byId.get(requests.offered)).toMatchObject({ status: 'Offered', declined: false });
    expect(byId.get(requests.mine)).toMatchObject({ status: 'Confirmed', declined: false });
  });

  it('recommends only open upcoming shifts of my organization that fit my job title, that I have not requested and that do not clash with my confirmed shifts', async () => {
    const { recommendedShifts } = await dashboardOf(me.token);
    expect(ids(recommendedShifts)).toEqual([
      shifts.fitsSooner.id,
      shifts.fitsLater.id,
      shifts.after.id,
    ]);
    expect(recommendedShifts[0]).toMatchObject(restrictedView('Unassigned'));
  });

  it('recommends to the colleague what fits them, including the shift I only requested', async () => {
    const { recommendedShifts } = await dashboardOf(colleague.token);
    const recommended = ids(recommendedShifts);
    expect(recommended).toEqual(
      expect.arrayContaining([shifts.fitsSooner.id, shifts.offered.id, shifts.overlapping.id]),
    );
    expect(recommended).not.toContain(shifts.requested.id);
    expect(recommended).not.toContain(shifts.filled.id);
    expect(recommended).not.toContain(shifts.elsewhere.id);
  });

  it('answers no statistics to an employee (null)', async () => {
    expect((await dashboardOf(me.token)).stats).toBeNull();
  });

  it('recommends shifts of every organization to the independent employee, and only one organization’s to an organization-bound one', async () => {
    const independent = await makeUser(t.db, {
      email: 'perio.freelance@dashboard.test',
      jobTitle: 'Specialty Assistant-Perio',
    });
    const bound = await team.make({ jobTitle: 'Specialty Assistant-Perio' });
    const inTeam = await at(
      team,
      localFromNow(21, '08:00'),
      'Dental Assistant-Specialty',
      'Periodontics',
    );
    const inOther = await at(
      otherTeam,
      localFromNow(22, '08:00'),
      'Dental Assistant-Specialty',
      'Periodontics',
    );
    const forIndependent = await dashboardOf(await t.tokens.sign(independent.id));
    expect(ids(forIndependent.recommendedShifts)).toEqual([inTeam.id, inOther.id]);
    expect(forIndependent.stats).toBeNull();
    expect(ids((await dashboardOf(bound.token)).recommendedShifts)).toEqual([inTeam.id]);
  });

  it.each<[JobTitle, ShiftPosition]>([
    ['Hygienist', 'Hygienist'],
    ['Front Desk', 'Front Desk'],
    ['Dental Assistant-General Practice', 'Dental Assistant-General Practice'],
  ])('recommends to a %s only %s shifts', async (jobTitle, position) => {
    const person = await team.make({ jobTitle });
    const fitting = await at(team, localFromNow(23, '08:00'), position);
    const { recommendedShifts } = await dashboardOf(person.token);
    expect(ids(recommendedShifts)).toContain(fitting.id);
    expect(new Set(recommendedShifts.map((shift) => shift.position))).toEqual(new Set([position]));
  });
});

describe('GET /api/shifts/dashboard for managers: statistics of this month (SPEC §2)', () => {
  let team: Team;
  let employee: TeamMember;
  interface Modelled {
    shift: Shift;
    status: 'Unassigned' | 'Requested' | 'Assigned';
  }
  const created: Modelled[] = [];

  const now = new Date();
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  const pad = (value: number) => String(value).padStart(2, '0');
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const thisMonth = (date: string) => date.startsWith(`${year}-${pad(month)}-`);

  beforeAll(async () => {
    team = await makeTeam(t, 'Stats Group');
    const staff: TeamMember[] = [];
    for (let index = 0; index < 8; index += 1) staff.push(await team.make());
    employee = staff[0];
    let next = 0;
    const add = async (
      local: string,
      status: Modelled['status'],
      locationIndex: 0 | 1 = 0,
      offeredOnly = false,
    ) => {
      const shift = await makeShift(t.db, { locationId: team.locations[locationIndex].id, local });
      if (status === 'Requested') {
        await makeRequest(t.db, {
          shiftId: shift.id,
          employeeId: staff[next++ % staff.length].id,
          status: offeredOnly ? 'Offered' : 'Requested',
        });
      }
      if (status === 'Assigned') {
        await makeRequest(t.db, {
          shiftId: shift.id,
          employeeId: staff[next++ % staff.length].id,
          status: 'Confirmed',
        });
      }
      created.push({ shift, status });
    };
    // This month by local date: its first and last days (past or upcoming, both count).
    await add(`${year}-${pad(month)}-01T10:00`, 'Unassigned');
    await add(`${year}-${pad(month)}-${lastDay}T10:00`, 'Requested', 1);
    // Past shifts of any state are not upcoming.
    await add(localFromNow(-3, '09:00'), 'Requested');
    await add(localFromNow(-3, '13:00'), 'Assigned');
    // Upcoming: unassigned, assigned, and seven requested ones (one only offered).
    await add(localFromNow(40, '08:00'), 'Unassigned', 1);
    await add(localFromNow(41, '08:00'), 'Unassigned');
    await add(localFromNow(42, '08:00'), 'Assigned');
    await add(localFromNow(43, '08:00'), 'Assigned', 1);
    await add(localFromNow(39, '08:00'), 'Requested', 1);
    await add(localFromNow(38, '08:00'), 'Requested');
    await add(localFromNow(44, '08:00'), 'Requested', 0, true);
    await add(localFromNow(37, '08:00'), 'Requested', 1);
    await add(localFromNow(45, '08:00'), 'Requested');
    await add(localFromNow(36, '08:00'), 'Requested');
  });

  /** What the statistics must say for the shifts at these locations, worked out by hand. */
  function expected(locationIds: number[]) {
    const mine = created.filter((entry) => locationIds.includes(entry.shift.locationId));
    const upcoming = mine.filter((entry) => entry.shift.startsAt.getTime() > Date.now());
    return {
      totalShifts: mine.filter((entry) => thisMonth(entry.shift.localDate)).length,
      unassignedShifts: upcoming.filter((entry) => entry.status === 'Unassigned').length,
      upcomingShifts: upcoming.filter((entry) => entry.status === 'Assigned').length,
      requestedIds: upcoming
        .filter((entry) => entry.status === 'Requested')
        .sort((x, y) => x.shift.startsAt.getTime() - y.shift.startsAt.getTime())
        .slice(0, 5)
        .map((entry) => entry.shift.id),
    };
  }

  it('counts a manager’s organization: this month’s shifts, upcoming unassigned and assigned ones, and the first 5 requested ones soonest first', async () => {
    const { stats, recommendedShifts } = await dashboardOf(team.manager.token);
    const want = expected([team.locations[0].id, team.locations[1].id]);
    expect(want.totalShifts).toBeGreaterThanOrEqual(2);
    expect(want.requestedIds).toHaveLength(5);
    expect(stats).toMatchObject({
      totalShifts: want.totalShifts,
      unassignedShifts: want.unassignedShifts,
      upcomingShifts: want.upcomingShifts,
    });
    expect(ids(stats!.requestedShifts)).toEqual(want.requestedIds);
    expect(stats!.requestedShifts.every((shift) => shift.status === 'Requested')).toBe(true);
    expect(recommendedShifts).toEqual([]);
  });

  it('limits a location manager’s statistics to their locations', async () => {
    const { stats } = await dashboardOf(team.locationManager.token);
    const want = expected([team.locations[0].id]);
    expect(stats).toMatchObject({
      totalShifts: want.totalShifts,
      unassignedShifts: want.unassignedShifts,
      upcomingShifts: want.upcomingShifts,
    });
    expect(ids(stats!.requestedShifts)).toEqual(want.requestedIds);
    const everything = expected([team.locations[0].id, team.locations[1].id]);
    expect(want.requestedIds).not.toEqual(everything.requestedIds);
  });

  it('answers statistics to no employee of the organization', async () => {
    expect((await dashboardOf(employee.token)).stats).toBeNull();
  });

  it('keeps other organizations out of a manager’s statistics', async () => {
    const outsider = await makeTeam(t, 'Outsider Group');
    const { stats } = await dashboardOf(outsider.manager.token);
    expect(stats).toEqual({
      totalShifts: 0,
      unassignedShifts: 0,
      upcomingShifts: 0,
      requestedShifts: [],
    });
  });

  it('lists a manager’s own confirmed shifts among their upcoming shifts too', async () => {
    const own = await makeTeam(t, 'Self Group');
    const shift = await makeShift(t.db, {
      locationId: own.locations[1].id,
      local: localFromNow(50, '08:00'),
    });
    await makeRequest(t.db, { shiftId: shift.id, employeeId: own.manager.id, status: 'Confirmed' });
    const { yourUpcomingShifts, stats } = await dashboardOf(own.manager.token);
    expect(ids(yourUpcomingShifts)).toEqual([shift.id]);
    expect(yourUpcomingShifts[0]).toMatchObject({ restricted: false, status: 'Assigned' });
    expect(stats).toMatchObject({ upcomingShifts: 1 });
  });
});
