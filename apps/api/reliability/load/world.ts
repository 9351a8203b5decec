import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import { createTokenService } from '../../src/auth/tokens.ts';
import { queryRows } from '../../test/support/sql.ts';
import { localFromNow, makeShift } from '../../test/support/shift-world.ts';

/**
 * What the load needs to know about the database main.ts seeded with the demo data
 * (SEED_DEMO=true): who browses, which shifts and months there are, and a pool of open shifts
 * far enough ahead that the request → offer → confirm flows never collide with the demo's own
 * confirmations or with each other (one shift per day, so nobody is ever booked twice at once).
 */

export interface Browser {
  id: number;
  token: string;
  position: 'admin' | 'manager' | 'location_manager' | 'employee';
  organizationId: number | null;
}

export interface LoadWorld {
  browsers: Browser[];
  /** Those who may open reports. */
  reporters: Browser[];
  /** Shift ids by organization id, for GET /api/shifts/:id. */
  shiftsByOrganization: Map<number, number[]>;
  allShiftIds: number[];
  /** Months that hold demo shifts, for GET /api/shifts?month&year and reports. */
  months: Array<{ year: number; month: number }>;
  /** The organization whose manager works through the pool. */
  managerToken: string;
  employees: Browser[];
  /** Open shifts waiting for their first request, in the order the load takes them. */
  pool: number[];
}

export async function prepareLoadWorld(
  db: Database,
  jwtSecret: string,
  poolSize: number,
): Promise<LoadWorld> {
  const tokens = createTokenService(jwtSecret, 24 * 60 * 60);
  const users = await queryRows<Omit<Browser, 'token'> & { email: string }>(
    db,
    sql`select id, email, position, organization_id as "organizationId"
        from users where is_active order by id`,
  );
  const browsers: Browser[] = [];
  for (const user of users) {
    browsers.push({
      id: user.id,
      position: user.position,
      organizationId: user.organizationId,
      token: await tokens.sign(user.id),
    });
  }
  const shifts = await queryRows<{ id: number; organizationId: number }>(
    db,
    sql`select s.id, l.organization_id as "organizationId"
        from shifts s join locations l on l.id = s.location_id order by s.id`,
  );
  const shiftsByOrganization = new Map<number, number[]>();
  for (const shift of shifts) {
    shiftsByOrganization.set(shift.organizationId, [
      ...(shiftsByOrganization.get(shift.organizationId) ?? []),
      shift.id,
    ]);
  }
  const months = await queryRows<{ year: number; month: number }>(
    db,
    sql`select distinct extract(year from local_date)::int as year,
                        extract(month from local_date)::int as month
        from shifts order by 1, 2`,
  );

  const [manager] = users.filter((user) => user.email === 'manager@brightsmiles.test');
  if (!manager) throw new Error('the demo data has no manager@brightsmiles.test');
  const [location] = await queryRows<{ id: number }>(
    db,
    sql`select id from locations where organization_id = ${manager.organizationId}
        order by id limit 1`,
  );
  const pool: number[] = [];
  for (let index = 0; index < poolSize; index += 1) {
    const shift = await makeShift(db, {
      locationId: location.id,
      // Beyond the demo's two months, one shift a day.
      local: localFromNow(100 + index, '09:00'),
      totalMinutes: 480,
      lunchMinutes: 60,
      createdBy: manager.id,
    });
    pool.push(shift.id);
  }

  return {
    browsers,
    reporters: browsers.filter((browser) => browser.position !== 'employee'),
    shiftsByOrganization,
    allShiftIds: shifts.map((shift) => shift.id),
    months,
    managerToken: await tokens.sign(manager.id),
    employees: browsers.filter(
      (browser) =>
        browser.position === 'employee' && browser.organizationId === manager.organizationId,
    ),
    pool,
  };
}
