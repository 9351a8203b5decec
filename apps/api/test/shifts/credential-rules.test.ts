import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { appForFile, bearer } from '../support/app.ts';
import { holdCredential, holdCredentials } from '../support/credentials.ts';
import { makeUser } from '../support/factories.ts';
import {
  confirmFreshOffer,
  makeRequest,
  makeShift,
  makeTeam,
  messagesOf,
  type Team,
} from '../support/shift-world.ts';

// Issue #27 §3: every clinical decision asks the one eligibility rule, whose 'credentials'
// reason is table-tested in packages/domain/src/credential-needs.test.ts; these prove each
// route refuses with its text (409), and the picker, the request list and the shift page show
// each person's state. The team's offices are in Texas, on Chicago's clocks.
const t = appForFile();
let team: Team;
let strict: Team;

beforeAll(async () => {
  team = await makeTeam(t, 'Credential Rules');
  // An organization that checks its own staff too.
  strict = await makeTeam(t, 'Credential Strict');
  await t.db.execute(
    sql`update organizations set credential_checks = 'everyone' where id = ${strict.organization.id}`,
  );
});

let day = 0;
/** A Hygienist shift (or `position`) at `of`'s first office, 9:00 local on its own day of 2031. */
function clinicalShift(
  of: () => Team = () => team,
  position: 'Hygienist' | 'Front Desk' = 'Hygienist',
) {
  day += 1;
  const local = `2031-04-${String(day).padStart(2, '0')}T09:00`;
  return makeShift(t.db, { locationId: of().locations[0].id, local, position });
}

let independents = 0;
/** An independent hygienist, with a signed token. */
async function independent(name = `Hugo Hygienist ${(independents += 1)}`) {
  const user = await makeUser(t.db, { name, jobTitle: 'Hygienist', organizationId: null });
  return { ...user, token: await t.tokens.sign(user.id) };
}

const as = (token: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), payload });

const request = (token: string, shiftId: number) =>
  as(token, 'POST', `/api/shifts/${shiftId}/requests`, {});

/** A Texas hygiene license of the person's, expiring on `expiresOn`, verified unless told. */
const holdTexasLicense = (personId: number, expiresOn: string, verified?: boolean) =>
  holdCredential(t.db, personId, { type: 'hygiene_license', stateCode: 'TX', expiresOn, verified });

/** A verified CPR/BLS card of the person's, current well past every shift here. */
const holdCprCard = (personId: number) =>
  holdCredential(t.db, personId, { type: 'cpr_bls', expiresOn: '2035-01-31' });

describe('requesting refuses a person who lacks what the shift needs, in their words (409)', () => {
  it.each<[string, (personId: number) => Promise<unknown>, string]>([
    [
      'a missing license of the location’s state',
      async () => {},
      'You need a current Dental Hygiene License for TX to work this shift',
    ],
    [
      'a missing CPR/BLS card',
      (personId) => holdTexasLicense(personId, '2035-01-31'),
      'You need a current CPR/BLS Certification to work this shift',
    ],
    [
      'a license that expires before the shift’s local date',
      async (personId) => {
        await holdCprCard(personId);
        await holdTexasLicense(personId, '2031-03-31');
      },
      'Your Dental Hygiene License for TX expires on Mar 31, 2031, before this shift',
    ],
    [
      'a current license not yet verified',
      (personId) => holdCredentials(t.db, personId, { states: ['TX'], verified: false }),
      'Your Dental Hygiene License for TX has not been verified yet',
    ],
  ])('names %s', async (_lacks, hold, message) => {
    const shift = await clinicalShift();
    const person = await independent();
    await hold(person.id);
    const response = await request(person.token, shift.id);
    expect(response.statusCode).toBe(409);
    expect(messagesOf(response)).toEqual([message]);
  });

  it('takes a license through its expiry date, read on the shift’s clocks: 20:00 in Chicago is the next day in UTC', async () => {
    const shift = await makeShift(t.db, {
      locationId: team.locations[1].id,
      local: '2031-05-30T20:00',
      totalMinutes: 180,
      lunchMinutes: 0,
    });
    const person = await independent();
    await holdCprCard(person.id);
    await holdTexasLicense(person.id, '2031-05-30');
    expect((await request(person.token, shift.id)).statusCode).toBe(201);
  });

  it('takes the request of an independent holding verified, current credentials (201)', async () => {
    const shift = await clinicalShift();
    const person = await independent();
    await holdCredentials(t.db, person.id);
    expect((await request(person.token, shift.id)).statusCode).toBe(201);
  });

  it('asks nothing for a Front Desk shift, nor of the organization’s own staff by default', async () => {
    const frontDesk = await clinicalShift(undefined, 'Front Desk');
    const receptionist = await makeUser(t.db, { jobTitle: 'Front Desk', organizationId: null });
    const token = await t.tokens.sign(receptionist.id);
    expect((await request(token, frontDesk.id)).statusCode).toBe(201);
    const staff = await team.make({ jobTitle: 'Hygienist' });
    expect((await request(staff.token, (await clinicalShift()).id)).statusCode).toBe(201);
  });

  it('checks the organization’s own staff where its check is everyone', async () => {
    const staff = await strict.make({ jobTitle: 'Hygienist' });
    const response = await request(staff.token, (await clinicalShift(() => strict)).id);
    expect(response.statusCode).toBe(409);
    expect(messagesOf(response)).toEqual([
      'You need a current Dental Hygiene License for TX to work this shift',
    ]);
  });
});

describe('offering, confirming and assigning refuse too (409)', () => {
  it('refuses to offer to a person who lacks a license, naming them', async () => {
    const shift = await clinicalShift();
    const person = await independent('Hugo Hygienist');
    const asked = await makeRequest(t.db, { shiftId: shift.id, employeeId: person.id });
    const response = await as(
      team.manager.token,
      'PATCH',
      `/api/shifts/${shift.id}/requests/${asked.id}/offer`,
    );
    expect(response.statusCode).toBe(409);
    expect(messagesOf(response)).toEqual([
      'Hugo Hygienist needs a Dental Hygiene License for TX to work this shift',
    ]);
  });

  it('refuses the person’s own confirmation once their license no longer covers the shift', async () => {
    const shift = await clinicalShift();
    const person = await independent();
    await holdCprCard(person.id);
    await holdTexasLicense(person.id, '2031-01-15');
    const { response } = await confirmFreshOffer(t, person, shift.id);
    expect(response.statusCode).toBe(409);
    expect(messagesOf(response)).toEqual([
      'Your Dental Hygiene License for TX expires on Jan 15, 2031, before this shift',
    ]);
  });

  it.each(['confirm', 'offer'] as const)(
    'refuses to assign (%s) a person the organization checks who lacks a CPR card, naming them',
    async (mode) => {
      const shift = await clinicalShift(() => strict);
      const staff = await strict.make({ jobTitle: 'Hygienist' });
      await holdTexasLicense(staff.id, '2035-01-31');
      const response = await as(
        strict.manager.token,
        'POST',
        `/api/shifts/${shift.id}/requests/assign-user`,
        { userId: staff.id, notes: null, mode },
      );
      expect(response.statusCode).toBe(409);
      expect(messagesOf(response)).toEqual([
        `${staff.name} needs a CPR/BLS Certification to work this shift`,
      ]);
    },
  );
});

describe('each person’s credential state for the shift, a chip (issue #27 §3)', () => {
  it('lists everyone in the Assign picker with their chip, those lacking credentials with the reason assign would answer', async () => {
    const shift = await clinicalShift(() => strict);
    const verified = await strict.make({ jobTitle: 'Hygienist', name: 'Picker Verified' });
    const unverified = await strict.make({ jobTitle: 'Hygienist', name: 'Picker Unverified' });
    const lapsing = await strict.make({ jobTitle: 'Hygienist', name: 'Picker Lapsing' });
    await strict.make({ jobTitle: 'Hygienist', name: 'Picker Missing' });
    await holdCredentials(t.db, verified.id);
    await holdCredentials(t.db, unverified.id, { verified: false });
    const soon = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    await holdCredentials(t.db, lapsing.id, { expiresOn: soon });
    const response = await as(
      strict.manager.token,
      'GET',
      `/api/shifts/${shift.id}/assignable-users?search=picker`,
    );
    expect(response.statusCode).toBe(200);
    const rows = response.json() as { name: string; credentialChip: string | null }[];
    const chips = Object.fromEntries(rows.map((row) => [row.name, row.credentialChip]));
    expect(chips).toEqual({
      'Picker Verified': 'verified',
      'Picker Unverified': 'unverified',
      'Picker Missing': 'missing',
      // The shift is in April 2031: a license expiring in ten days does not cover it.
      'Picker Lapsing': 'missing',
    });
    const lacking = rows.find((row) => row.name === 'Picker Missing') as unknown as {
      notAssignable: { rule: string; message: string }[];
    };
    expect(lacking.notAssignable).toEqual([
      {
        rule: 'credentials',
        message: 'Picker Missing needs a Dental Hygiene License for TX to work this shift',
      },
    ]);
  });

  it('reads Expiring for credentials that cover the shift but expire within 30 days', async () => {
    const tomorrow = new Date(Date.now() + 86_400_000);
    const local = `${tomorrow.toISOString().slice(0, 10)}T23:00`;
    const shift = await makeShift(t.db, { locationId: strict.locations[1].id, local });
    const person = await strict.make({ jobTitle: 'Hygienist', name: 'Soon Expiring' });
    const inTwentyDays = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    await holdCredentials(t.db, person.id, { expiresOn: inTwentyDays });
    const response = await as(
      strict.manager.token,
      'GET',
      `/api/shifts/${shift.id}/assignable-users?search=soon%20expiring`,
    );
    expect(response.json()).toMatchObject([{ name: 'Soon Expiring', credentialChip: 'expiring' }]);
  });

  it('shows the shift’s managers each requester’s chip; the person’s own view has none', async () => {
    const shift = await clinicalShift();
    const holder = await independent();
    const lacking = await independent();
    const staff = await team.make({ jobTitle: 'Hygienist' });
    const declined = await independent();
    await holdCredentials(t.db, holder.id);
    for (const person of [holder, lacking, staff])
      await makeRequest(t.db, { shiftId: shift.id, employeeId: person.id });
    await makeRequest(t.db, { shiftId: shift.id, employeeId: declined.id, declined: true });
    const managed = await as(team.manager.token, 'GET', `/api/shifts/${shift.id}/requests`);
    const chips = (managed.json() as { employeeId: number; credentialChip: string | null }[]).map(
      (row) => [row.employeeId, row.credentialChip],
    );
    expect(Object.fromEntries(chips)).toEqual({
      [holder.id]: 'verified',
      [lacking.id]: 'missing',
      // Their own staff are trusted by the default check: nothing is asked, no chip.
      [staff.id]: null,
      // A request no longer in play carries none.
      [declined.id]: null,
    });
    const own = await as(holder.token, 'GET', `/api/shifts/${shift.id}/requests`);
    expect(own.json()).toHaveLength(1);
    expect(own.json()[0]).not.toHaveProperty('credentialChip');
  });
});

describe('the shift page tells a professional before they try (issue #27 §3)', () => {
  it('answers every credential they lack, beside the reason a request would be refused with', async () => {
    const shift = await clinicalShift();
    const person = await independent();
    await holdTexasLicense(person.id, '2035-01-31', false);
    const response = await as(person.token, 'GET', `/api/shifts/${shift.id}/eligibility`);
    expect(response.json()).toEqual({
      reasons: [
        {
          rule: 'credentials',
          message: 'Your Dental Hygiene License for TX has not been verified yet',
        },
      ],
      credentialShortfall:
        'To work this shift you need your Dental Hygiene License for TX verified and a current CPR/BLS Certification',
    });
  });

  it('answers null once they hold everything', async () => {
    const shift = await clinicalShift();
    const person = await independent();
    await holdCredentials(t.db, person.id);
    const response = await as(person.token, 'GET', `/api/shifts/${shift.id}/eligibility`);
    expect(response.json()).toEqual({ reasons: [], credentialShortfall: null });
  });
});
