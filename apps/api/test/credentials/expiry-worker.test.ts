import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCredentialExpiry } from '../../src/modules/credentials/expiry-reminders.ts';
import { appForFile } from '../support/app.ts';
import { holdCredential, holdCredentials } from '../support/credentials.ts';
import { makeUser } from '../support/factories.ts';
import { readOutbox } from '../support/outbox.ts';
import { makeRequest, makeShift, makeTeam, type Team } from '../support/shift-world.ts';
import { queryRows } from '../support/sql.ts';

// Issue #27 §5, on the worker's own clock (no sleeps): the holder hears 30 and 7 days before a
// credential expires; a location's managers hear when a person confirmed for its shift will
// not hold what it needs on that date. Each once, with two instances running together.
const t = appForFile();
let team: Team;

beforeAll(async () => {
  team = await makeTeam(t, 'Expiry');
});

/** Two instances of the worker, one round each at the same moment. */
const bothInstancesAt = (day: string) => {
  const now = new Date(`${day}T15:00:00Z`);
  return Promise.all([runCredentialExpiry(t, now), runCredentialExpiry(t, now)]);
};

const subjects = async (email: string) =>
  (await readOutbox(t.app, email)).map((message) => message.subject);

const notices = (userId: number, type: string) =>
  queryRows<{ body: string; shiftId: number | null }>(
    t.db,
    sql`select body, shift_id as "shiftId" from notifications
        where user_id = ${userId} and type = ${type} order by id`,
  );

let people = 0;
const independent = () =>
  makeUser(t.db, { name: `Ivy Expiry ${(people += 1)}`, organizationId: null });

describe('the holder hears 30 and 7 days before a credential expires', () => {
  it('reminds once at 30 days and once at 7, in the app and by email, whatever the instances', async () => {
    const person = await independent();
    await holdCredential(t.db, person.id, {
      type: 'hygiene_license',
      stateCode: 'TX',
      expiresOn: '2031-06-30',
    });
    const reminder =
      'Your Dental Hygiene License for TX expires on Jun 30, 2031. Renew it and add the new expiry in Settings › Credentials';

    await bothInstancesAt('2031-05-30');
    expect(await notices(person.id, 'credential_expiring')).toEqual([]);

    await bothInstancesAt('2031-05-31');
    await bothInstancesAt('2031-06-01');
    expect(await notices(person.id, 'credential_expiring')).toEqual([
      { body: reminder, shiftId: null },
    ]);

    await bothInstancesAt('2031-06-23');
    await bothInstancesAt('2031-06-29');
    expect(await notices(person.id, 'credential_expiring')).toHaveLength(2);
    const mails = (await readOutbox(t.app, person.email)).filter(
      (mail) => mail.subject === 'Your Dental Hygiene License for TX expires soon',
    );
    expect(mails).toHaveLength(2);
    expect(mails[0].text).toContain(reminder);
    expect(mails[0].text).toContain('/dashboard/settings');

    await bothInstancesAt('2031-07-01');
    expect(await notices(person.id, 'credential_expiring')).toHaveLength(2);
  });

  it('sends only the 7-day reminder for a credential added 5 days before it expires', async () => {
    const person = await independent();
    await holdCredential(t.db, person.id, { type: 'cpr_bls', expiresOn: '2031-08-10' });
    await bothInstancesAt('2031-08-05');
    await bothInstancesAt('2031-08-06');
    expect(await notices(person.id, 'credential_expiring')).toEqual([
      {
        body: 'Your CPR/BLS Certification expires on Aug 10, 2031. Renew it and add the new expiry in Settings › Credentials',
        shiftId: null,
      },
    ]);
  });

  it('reminds again for a renewed expiry', async () => {
    const person = await independent();
    await holdCredential(t.db, person.id, { type: 'cpr_bls', expiresOn: '2031-09-10' });
    await bothInstancesAt('2031-09-05');
    await t.db.execute(
      sql`update credentials set expires_on = '2031-10-10' where user_id = ${person.id}`,
    );
    await bothInstancesAt('2031-10-05');
    expect(await notices(person.id, 'credential_expiring')).toHaveLength(2);
  });
});

describe('a location’s managers hear when a confirmed person will not hold what the shift needs', () => {
  it('tells each of them once, naming what lapses before the shift', async () => {
    const person = await makeUser(t.db, { name: 'Hugo Lapsing', organizationId: null });
    await holdCredentials(t.db, person.id, { states: ['TX'], expiresOn: '2032-12-31' });
    await t.db.execute(
      sql`update credentials set expires_on = '2031-11-30'
          where user_id = ${person.id} and type = 'hygiene_license'`,
    );
    const shift = await makeShift(t.db, {
      locationId: team.locations[0].id,
      local: '2031-12-04T09:00',
      createdBy: team.manager.id,
    });
    await makeRequest(t.db, { shiftId: shift.id, employeeId: person.id, status: 'Confirmed' });

    await bothInstancesAt('2031-11-01');
    await bothInstancesAt('2031-11-02');
    const lead =
      "Hugo Lapsing's Dental Hygiene License for TX expires on Nov 30, 2031, before this shift";
    for (const manager of [team.manager, team.locationManager]) {
      const told = await notices(manager.id, 'credential_shortfall');
      expect(told).toHaveLength(1);
      expect(told[0]).toMatchObject({ shiftId: shift.id });
      expect(told[0].body).toBe(
        `${lead}: Hygienist at Expiry Dental - Expiry One, Thu, Dec 4 at 9:00 AM`,
      );
      expect(await subjects(manager.email)).toContain(
        'Hugo Lapsing lacks a credential for a confirmed shift',
      );
    }
  });

  it('tells no one of the organization’s own staff, whom its default check trusts, nor of a covered shift', async () => {
    const staff = await team.make({ jobTitle: 'Hygienist' });
    const covered = await makeUser(t.db, { name: 'Cora Covered', organizationId: null });
    await holdCredentials(t.db, covered.id, { states: ['TX'] });
    for (const [person, local] of [
      [staff, '2031-12-11T09:00'],
      [covered, '2031-12-12T09:00'],
    ] as const) {
      const shift = await makeShift(t.db, { locationId: team.locations[1].id, local });
      await makeRequest(t.db, { shiftId: shift.id, employeeId: person.id, status: 'Confirmed' });
    }
    const before = await notices(team.manager.id, 'credential_shortfall');
    await bothInstancesAt('2031-11-03');
    expect(await notices(team.manager.id, 'credential_shortfall')).toEqual(before);
  });
});
