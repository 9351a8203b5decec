import { describe, expect, it } from 'vitest';
import { findSignedInUser } from '../../src/auth/actor-queries.ts';
import { findShifts } from '../../src/modules/shifts/queries.ts';
import { appForFile } from '../support/app.ts';
import { makeLocation, makeOrganization, makeUser } from '../support/factories.ts';
import { makeRequest, makeShift } from '../support/shift-world.ts';

const t = appForFile();

/**
 * Issue #29: the database's queries map their rows with a mapper compiled once per selection,
 * while a transaction's keep drizzle's own mapping; both must give the same rows, value for
 * value and key for key.
 */
describe('rows mapped by the compiled mapper are drizzle’s rows', () => {
  it('maps a month of shifts (dates, numbers, names, nulls, offer deadlines) as drizzle does', async () => {
    const organization = await makeOrganization(t.db);
    const location = await makeLocation(t.db, organization.id);
    const manager = await makeUser(t.db, { position: 'admin', organizationId: organization.id });
    const [worker, offered] = [
      await makeUser(t.db, { organizationId: organization.id }),
      await makeUser(t.db, { organizationId: organization.id }),
    ];
    const filled = await makeShift(t.db, { locationId: location.id, local: '2031-03-04T08:00' });
    await makeRequest(t.db, {
      shiftId: filled.id,
      employeeId: worker.id,
      status: 'Confirmed',
      startTime: new Date(filled.startsAt.getTime() + 3_600_000),
      endTime: new Date(filled.startsAt.getTime() + 4 * 3_600_000),
    });
    const open = await makeShift(t.db, { locationId: location.id, local: '2031-03-05T09:00' });
    await makeRequest(t.db, {
      shiftId: open.id,
      employeeId: offered.id,
      status: 'Offered',
      offerExpiresAt: new Date('2031-03-01T12:00:00Z'),
    });
    await makeShift(t.db, { locationId: location.id, local: '2031-03-06T10:00' });
    const actor = (await findSignedInUser(t.db, manager.id))!;
    const month = { from: '2031-03-01', to: '2031-03-31' };

    const compiled = await findShifts(t.db, actor, month);
    const drizzles = await t.db.transaction((tx) => findShifts(tx, actor, month));

    expect(compiled).toHaveLength(3);
    expect(compiled).toEqual(drizzles);
    expect(compiled.map((row) => Object.keys(row))).toEqual(
      drizzles.map((row) => Object.keys(row)),
    );
    expect(compiled[0].startsAt).toBeInstanceOf(Date);
    expect(compiled[0].confirmedStartTime).toBeInstanceOf(Date);
    expect(compiled[2].confirmedName).toBeNull();
  });
});
