import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { appForFile, callsAs } from '../support/app.ts';
import {
  localFromNow,
  makeRequest,
  makeShift,
  makeTeam,
  type Team,
} from '../support/shift-world.ts';
import { queryRows } from '../support/sql.ts';

const t = appForFile();
let team: Team;
beforeAll(async () => {
  team = await makeTeam(t, 'Rush');
});

describe('requests arriving while their shift is confirmed (DESIGN §8)', () => {
  it.each([1, 2, 3])(
    'round %i: 20 requests racing a confirmation are each refused or declined with the others',
    async (round) => {
      const shift = await makeShift(t.db, {
        locationId: team.locations[0].id,
        local: localFromNow(30 + round, '09:00'),
      });
      const holder = await team.make();
      const offer = await makeRequest(t.db, {
        shiftId: shift.id,
        employeeId: holder.id,
        status: 'Offered',
      });
      const requesters = [];
      for (let index = 0; index < 20; index += 1) requesters.push(await team.make());

      const [confirmed, ...requests] = await Promise.all([
        callsAs(t.app, holder.token).patch(`/api/shifts/${shift.id}/requests/${offer.id}/confirm`),
        ...requesters.map((person) =>
          callsAs(t.app, person.token).post(`/api/shifts/${shift.id}/requests`, {}),
        ),
      ]);

      expect(confirmed.statusCode).toBe(200);
      for (const response of requests) expect([201, 409]).toContain(response.statusCode);
      const live = await queryRows<{ employeeId: number; status: string }>(
        t.db,
        sql`select employee_id as "employeeId", status from shift_requests
            where shift_id = ${shift.id} and not declined`,
      );
      expect(live).toEqual([{ employeeId: holder.id, status: 'Confirmed' }]);
    },
  );
});
