import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminWorldForFile } from '../support/admin-file.ts';
import { callsAs } from '../support/app.ts';
import { makeUser } from '../support/factories.ts';
import { localFromNow, makeRequest, makeShift, messagesOf } from '../support/shift-world.ts';
import { queryRows } from '../support/sql.ts';

const { t, world } = adminWorldForFile();
let managerToken: string;
beforeAll(async () => {
  managerToken = world.actors.managerA.token;
});

let sequence = 0;
async function person() {
  sequence += 1;
  const user = await makeUser(t.db, {
    email: `racer${sequence}@race.test`,
    name: `Racer ${sequence}`,
    organizationId: world.a.organization.id,
  });
  return { ...user, token: await t.tokens.sign(user.id) };
}

let day = 10;
function openShift(local = localFromNow(++day, '08:00'), totalMinutes = 480) {
  return makeShift(t.db, { locationId: world.a.locations[1].id, local, totalMinutes });
}

const confirm = (token: string, shiftId: number, requestId: number) =>
  callsAs(t.app, token).patch(`/api/shifts/${shiftId}/requests/${requestId}/confirm`);

const assign = (shiftId: number, userId: number) =>
  callsAs(t.app, managerToken).post(`/api/shifts/${shiftId}/requests/assign-user`, { userId });

async function liveConfirmations(where: ReturnType<typeof sql>) {
  const [row] = await queryRows<{ count: number }>(
    t.db,
    sql`select count(*)::int as count from shift_requests
        where status = 'Confirmed' and not declined and ${where}`,
  );
  return row.count;
}

describe('races on one shift (DESIGN §8: at most one confirmed request per shift)', () => {
  it.each([1, 2, 3])(
    'round %i: 25 confirms and 25 assigns at once leave exactly one confirmed request; every other call answers 409',
    async () => {
      const shift = await openShift();
      const offered = [];
      for (let index = 0; index < 25; index += 1) {
        const employee = await person();
        const request = await makeRequest(t.db, {
          shiftId: shift.id,
          employeeId: employee.id,
          status: 'Offered',
        });
        offered.push({ employee, request });
      }
      const assignees = [];
      for (let index = 0; index < 25; index += 1) assignees.push(await person());

      const calls = [];
      for (let index = 0; index < 25; index += 1) {
        calls.push(confirm(offered[index].employee.token, shift.id, offered[index].request.id));
        calls.push(assign(shift.id, assignees[index].id));
      }
      const responses = await Promise.all(calls);

      const statuses = responses.map((response) => response.statusCode);
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(49);
      for (const response of responses.filter((candidate) => candidate.statusCode === 409)) {
        expect(messagesOf(response)).toEqual([
          expect.stringMatching(
            /^(This shift has already been filled|This request can no longer be changed)$/,
          ),
        ]);
      }

      expect(await liveConfirmations(sql`shift_id = ${shift.id}`)).toBe(1);
      const winner = responses.find((response) => response.statusCode === 200)!.json();
      const rows = await queryRows<{ id: number; status: string; declined: boolean }>(
        t.db,
        sql`select id, status, declined from shift_requests where shift_id = ${shift.id}`,
      );
      // The winner's request is the confirmed one; every other request is declined; losing
      // assigns left nothing behind.
      expect(rows.filter((row) => !row.declined)).toEqual([
        { id: winner.id, status: 'Confirmed', declined: false },
      ]);
      const assignWon = assignees.some((assignee) => assignee.id === winner.employeeId);
      expect(rows).toHaveLength(assignWon ? 26 : 25);
    },
  );

  it('a burst of the same person’s requests for one shift stores one request; the rest answer 409', async () => {
    const shift = await openShift();
    const employee = await person();
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        callsAs(t.app, employee.token).post(`/api/shifts/${shift.id}/requests`, {}),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, ...Array(9).fill(409)]);
    for (const response of responses.filter((candidate) => candidate.statusCode === 409)) {
      expect(messagesOf(response)).toEqual(['You have already requested this shift']);
    }
    const rows = await queryRows(
      t.db,
      sql`select id from shift_requests where shift_id = ${shift.id}`,
    );
    expect(rows).toHaveLength(1);
  });

  it.each([1, 2, 3])(
    'round %i: a delete racing an assign either removes the open shift or refuses the confirmed one',
    async () => {
      const shift = await openShift();
      const assignee = await person();
      const [removed, assigned] = await Promise.all([
        callsAs(t.app, managerToken).del(`/api/shifts/${shift.id}`),
        assign(shift.id, assignee.id),
      ]);
      const outcome = [removed.statusCode, assigned.statusCode];
      expect([
        [204, 404],
        [409, 200],
      ]).toContainEqual(outcome);
      const left = await queryRows(t.db, sql`select id from shifts where id = ${shift.id}`);
      expect(left).toHaveLength(outcome[0] === 204 ? 0 : 1);
    },
  );
});

describe('races for one person (DESIGN §8: never confirmed on two overlapping shifts)', () => {
  /** A new person, and two open 6-hour shifts on a new day: from 08:00 and from `laterStart`. */
  async function overlappingShifts(laterStart: string) {
    const date = localFromNow(++day).slice(0, 10);
    const employee = await person();
    const earlier = await openShift(`${date}T08:00`, 360);
    const later = await openShift(`${date}T${laterStart}`, 360);
    return { employee, earlier, later };
  }

  it.each([1, 2, 3, 4, 5])(
    'round %i: confirming offers of two overlapping shifts at once confirms at most one',
    async () => {
      const { employee, earlier: morning, later: midday } = await overlappingShifts('11:00');
      const offers = [];
      for (const shift of [morning, midday]) {
        offers.push(
          await makeRequest(t.db, {
            shiftId: shift.id,
            employeeId: employee.id,
            status: 'Offered',
          }),
        );
      }
      const responses = await Promise.all([
        confirm(employee.token, morning.id, offers[0].id),
        confirm(employee.token, midday.id, offers[1].id),
      ]);
      expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
      const loser = responses.find((response) => response.statusCode === 409)!;
      expect(messagesOf(loser)).toEqual([
        'This person is already confirmed for a shift at that time',
      ]);
      expect(await liveConfirmations(sql`employee_id = ${employee.id}`)).toBe(1);
    },
  );

  it.each([1, 2, 3])(
    'round %i: assigning one person to two overlapping shifts at once confirms at most one',
    async () => {
      const { employee, earlier: first, later: second } = await overlappingShifts('09:00');
      const responses = await Promise.all([
        assign(first.id, employee.id),
        assign(second.id, employee.id),
      ]);
      expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
      expect(await liveConfirmations(sql`employee_id = ${employee.id}`)).toBe(1);
    },
  );
});
