import {
  ACCOUNT_POSITIONS,
  JOB_TITLE_SHIFT_FIT,
  JOB_TITLES,
  credentialDocumentTypeOf,
  credentialExpiryWarning,
  credentialToday,
  type Credential,
  type JobTitle,
} from '@chairside/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  credentialDocuments,
  credentials,
  locations,
  organizations,
  shiftRequests,
  shifts,
  shiftTemplates,
  users,
} from '../../src/db/schema.ts';
import { DEMO_PASSWORD } from '../../src/seed/demo-data.ts';
import {
  findPeopleToNotifyAcrossOrganizations,
  findShiftForAudienceAcrossOrganizations,
} from '../../src/modules/shifts/shift-audience-queries.ts';
import { seedDemo } from '../../src/seed/seed-demo.ts';
import { appForFile, callsAs } from '../support/app.ts';
import { login, signIn } from '../support/session.ts';
import { holdCredentials } from '../support/credentials.ts';
import { makeShift } from '../support/shift-world.ts';
import { queryRows } from '../support/sql.ts';

const t = appForFile();
let seededAt: Date;
beforeAll(async () => {
  seededAt = new Date();
  await seedDemo(t.db, t.config);
});

/** 'YYYY-MM' of the month `offset` months after the seed's UTC month. */
function monthKey(offset: number) {
  const month = new Date(Date.UTC(seededAt.getUTCFullYear(), seededAt.getUTCMonth() + offset, 1));
  return month.toISOString().slice(0, 7);
}

describe('seedDemo on an empty database', () => {
  it('creates 3 organizations, each with locations', async () => {
    const orgs = await t.db.select().from(organizations);
    expect(orgs).toHaveLength(3);
    const rows = await t.db.select().from(locations);
    for (const org of orgs) {
      expect(rows.filter((location) => location.organizationId === org.id).length).toBeGreaterThan(
        0,
      );
    }
  });

  it('places locations in at least 3 timezones, each with real coordinates', async () => {
    const rows = await t.db.select().from(locations);
    expect(new Set(rows.map((location) => location.timezone)).size).toBeGreaterThanOrEqual(3);
    for (const location of rows) {
      expect(location.latitude).toBeGreaterThan(18);
      expect(location.longitude).toBeLessThan(-60);
    }
  });

  it('has an account of every position', async () => {
    const rows = await t.db.select({ position: users.position }).from(users);
    expect(new Set(rows.map((user) => user.position))).toEqual(new Set(ACCOUNT_POSITIONS));
  });

  it('has an employee of every job title', async () => {
    const employees = await t.db
      .select({ jobTitle: users.jobTitle })
      .from(users)
      .where(sql`${users.position} = 'employee' and ${users.isActive}`);
    expect(new Set(employees.map((user) => user.jobTitle))).toEqual(new Set(JOB_TITLES));
  });

  it('has an independent employee without organization and a platform admin without organization', async () => {
    const rows = await t.db
      .select()
      .from(users)
      .where(sql`${users.organizationId} is null`);
    expect(rows.some((user) => user.position === 'employee' && user.isActive)).toBe(true);
    expect(rows.some((user) => user.position === 'admin')).toBe(true);
  });

  it('gives every professional a work profile, and a new Hygienist shift at the Chicago office is for the independent hygienist', async () => {
    const employees = await t.db.select().from(users).where(eq(users.position, 'employee'));
    for (const employee of employees) expect(employee.homeLatitude).not.toBeNull();
    const [chicago] = await t.db.select().from(locations).where(eq(locations.city, 'Chicago'));
    // Issue #27: an independent hears of a clinical shift only with verified credentials.
    const [independent] = await t.db
      .select()
      .from(users)
      .where(eq(users.email, 'independent@chairside.test'));
    const fixture = await holdCredentials(t.db, independent.id, { states: ['IL'] });
    const shift = await makeShift(t.db, { locationId: chicago.id, local: '2031-03-05T09:00' });
    const audience = await findPeopleToNotifyAcrossOrganizations(
      t.db,
      (await findShiftForAudienceAcrossOrganizations(t.db, shift.id))!,
    );
    expect(audience.map((person) => person.email)).toContain('independent@chairside.test');
    await t.db.delete(shifts).where(eq(shifts.id, shift.id));
    await t.db.delete(credentials).where(inArray(credentials.id, fixture));
  });

  it('gives the demo manager and hygienist in-app notifications of the requests of shifts to come, some unread (#14)', async () => {
    for (const email of ['manager@brightsmiles.test', 'hygienist@brightsmiles.test']) {
      const token = await signIn(t.app, email, DEMO_PASSWORD);
      const headers = { authorization: `Bearer ${token}` };
      const page = (await t.app.inject({ url: '/api/notifications?limit=100', headers })).json();
      expect(page.total).toBeGreaterThan(0);
      const unread = await t.app.inject({ url: '/api/notifications/unread-count', headers });
      expect(unread.json().count).toBeGreaterThan(0);
    }
    const [earliest] = await queryRows<{ startsAt: Date }>(
      t.db,
      sql`select min(s.starts_at) as "startsAt"
          from notifications n join shifts s on s.id = n.shift_id`,
    );
    expect(new Date(earliest.startsAt).getTime()).toBeGreaterThan(seededAt.getTime());
  });

  it('keeps the Hygiene day and Assistant half day templates at every location (#16)', async () => {
    const locationCount = await t.db.$count(locations);
    const templates = await t.db.select({ name: shiftTemplates.name }).from(shiftTemplates);
    for (const name of ['Hygiene day', 'Assistant half day']) {
      expect(templates.filter((template) => template.name === name)).toHaveLength(locationCount);
    }
  });

  it('has an inactive account to show the Inactive filter', async () => {
    const rows = await t.db
      .select()
      .from(users)
      .where(sql`not ${users.isActive}`);
    expect(rows.length).toBeGreaterThan(0);
  });

  it('creates shifts this month and next month', async () => {
    const rows = await t.db.select({ localDate: shifts.localDate }).from(shifts);
    const months = new Set(rows.map((shift) => shift.localDate.slice(0, 7)));
    expect(months).toContain(monthKey(0));
    expect(months).toContain(monthKey(1));
  });

  it('has a weekly series of open shifts to come in each organization (#16)', async () => {
    const series = await queryRows<{ series_id: string; shifts: number }>(
      t.db,
      sql`select series_id, count(*)::int as shifts from shifts
          where series_id is not null and starts_at > now() group by series_id`,
    );
    expect(series.length).toBeGreaterThan(0);
    expect(series.every((row) => row.shifts === 4)).toBe(true);
  });

  it('stores each shift in the timezone of its location', async () => {
    const mismatched = await queryRows<{ id: number }>(
      t.db,
      sql`select s.id from shifts s join locations l on l.id = s.location_id
          where s.timezone <> l.timezone
             or s.local_date <> (s.starts_at at time zone s.timezone)::date`,
    );
    expect(mismatched).toEqual([]);
  });

  it('has requests in the states Requested, Offered and Confirmed, and declined ones', async () => {
    const rows = await t.db.select().from(shiftRequests);
    const live = rows.filter((request) => !request.declined);
    expect(new Set(live.map((request) => request.status))).toEqual(
      new Set(['Requested', 'Offered', 'Confirmed']),
    );
    expect(rows.some((request) => request.declined)).toBe(true);
  });

  it('has timesheets in each state: due, submitted, approved, some corrected with a reason (#28 §3)', async () => {
    const rows = await queryRows<{
      status: string | null;
      correctionReason: string | null;
      approvedBy: number | null;
    }>(
      t.db,
      sql`select t.status, t.correction_reason as "correctionReason",
            t.approved_by as "approvedBy"
          from shift_requests r join shifts s on s.id = r.shift_id
          left join timesheets t on t.request_id = r.id
          where r.status = 'Confirmed' and not r.declined and s.ends_at < ${seededAt}`,
    );
    expect(new Set(rows.map((row) => row.status))).toEqual(
      new Set([null, 'submitted', 'approved']),
    );
    const approved = rows.filter((row) => row.status === 'approved');
    expect(approved.every((row) => row.approvedBy !== null)).toBe(true);
    expect(approved.some((row) => row.correctionReason === 'Left 15 minutes early')).toBe(true);
  });

  it('dates each request as its history does: made when requested, last changed by its last entry, before the demo loads', async () => {
    const mismatched = await queryRows<{ id: number }>(
      t.db,
      sql`select r.id from shift_requests r
          where r.created_at <> (select min(e.created_at) from shift_events e where e.request_id = r.id)
             or r.updated_at <> (select max(e.created_at) from shift_events e where e.request_id = r.id)
             or r.updated_at > now()`,
    );
    expect(mismatched).toEqual([]);
  });

  it('gives the offers of shifts still to come a deadline, never past the start (#14)', async () => {
    const offers = await queryRows<{ expires: Date | null; starts: Date }>(
      t.db,
      sql`select r.offer_expires_at as expires, s.starts_at as starts
          from shift_requests r join shifts s on s.id = r.shift_id
          where r.status = 'Offered' and not r.declined and s.starts_at > ${seededAt}`,
    );
    expect(offers.length).toBeGreaterThan(0);
    for (const offer of offers) {
      expect(offer.expires).not.toBeNull();
      expect(new Date(offer.expires ?? 0).getTime()).toBeLessThanOrEqual(
        new Date(offer.starts).getTime(),
      );
    }
  });

  it('seeds cancellations only as late ones by the person, with a reason, on shifts begun or about to (#14)', async () => {
    const cancelled = await queryRows<{ ok: boolean }>(
      t.db,
      sql`select (r.cancelled_late and r.cancelled_by = r.employee_id and r.cancel_reason is not null
                  and r.cancelled_at <= ${seededAt}) as ok
          from shift_requests r where r.decline_reason = 'cancelled'`,
    );
    expect(cancelled.every((row) => row.ok)).toBe(true);
  });

  it('seeds requests their person withdrew before an offer (#14)', async () => {
    const withdrawn = await queryRows<{ status: string }>(
      t.db,
      sql`select status from shift_requests where decline_reason = 'withdrawn'`,
    );
    expect(withdrawn.length).toBeGreaterThan(0);
    expect(withdrawn.every((row) => row.status === 'Requested')).toBe(true);
  });

  it('gives every shift a history: posted, then each of its requests’ steps, none in the future (#16 §4)', async () => {
    const [missing] = await queryRows<{ count: number }>(
      t.db,
      sql`select count(*)::int as count from shifts s where not exists (select 1 from shift_events e where e.shift_id = s.id and e.kind = 'posted')
        or exists (select 1 from shift_requests r where r.shift_id = s.id and not exists (select 1 from shift_events e where e.request_id = r.id and e.kind = 'requested'))`,
    );
    expect(missing.count).toBe(0);
    const kinds = await queryRows<{ kind: string }>(
      t.db,
      sql`select distinct kind from shift_events order by kind`,
    );
    const [future] = await queryRows<{ count: number }>(
      t.db,
      sql`select count(*)::int as count from shift_events where created_at > now()`,
    );
    expect(future.count).toBe(0);
    expect(kinds.map((row) => row.kind)).toEqual([
      'cancelled',
      'confirmed',
      'declined',
      'expired',
      'offered',
      'posted',
      'requested',
      'withdrawn',
    ]);
  });

  it('has an offer Pacific Coast’s hygienist left unanswered, expired by the deadline worker: the shift open again, its history and both notices (#26 §3)', async () => {
    const hygienist = callsAs(
      t.app,
      await signIn(t.app, 'hygienist@pacificcoast.test', DEMO_PASSWORD),
    );
    const manager = callsAs(t.app, await signIn(t.app, 'manager@pacificcoast.test', DEMO_PASSWORD));
    const { yourShiftRequests } = (await hygienist.get('/api/shifts/dashboard')).json();
    const expired = yourShiftRequests.filter(
      (request: { declineReason: string | null }) => request.declineReason === 'offerExpired',
    );
    expect(expired).toHaveLength(1);
    const [offer] = expired;
    expect(offer).toMatchObject({
      status: 'Offered',
      declined: true,
      offerExpiresAt: null,
      position: 'Hygienist',
      locationName: 'Santa Monica',
    });
    expect(Date.parse(offer.shiftDate)).toBeGreaterThan(seededAt.getTime());
    expect(Date.parse(offer.requestedAt)).toBeLessThan(seededAt.getTime());

    const shift = (await manager.get(`/api/shifts/${offer.shiftId}`)).json();
    expect(shift.status).toBe('Unassigned');
    const history = (await manager.get(`/api/shifts/${offer.shiftId}/history`)).json();
    expect(history.map((event: { kind: string }) => event.kind)).toEqual([
      'posted',
      'requested',
      'offered',
      'expired',
    ]);

    const noticesOf = async (calls: typeof manager) =>
      (await calls.get('/api/notifications?limit=100'))
        .json()
        .items.filter((notice: { shiftId: number }) => notice.shiftId === offer.shiftId)
        .map((notice: { type: string; body: string }) => [notice.type, notice.body]);
    expect(await noticesOf(hygienist)).toEqual([
      ['offer_expired', expect.stringMatching(/^Your offer expired before you answered it: /)],
      ['offer_expiring', expect.stringMatching(/^Your offer expires at /)],
      ['offer_received', expect.stringMatching(/^A shift is offered to you; /)],
    ]);
    expect(await noticesOf(manager)).toEqual([
      [
        'offer_expired',
        expect.stringMatching(
          /^The offer to Lucia Alvarez expired unanswered; the shift is open again: /,
        ),
      ],
    ]);
  });

  it('has part-shift confirmations, their first and last two hours open', async () => {
    const rows = await queryRows<{ open_before: number; open_after: number }>(
      t.db,
      sql`select extract(epoch from r.start_time - s.starts_at) / 60 as open_before,
            extract(epoch from s.ends_at - r.end_time) / 60 as open_after
          from shift_requests r join shifts s on s.id = r.shift_id
          where r.status = 'Confirmed' and not r.declined and r.start_time is not null`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect([Number(row.open_before), Number(row.open_after)]).toEqual([120, 120]);
    }
  });

  it('never confirms one person on two overlapping shifts', async () => {
    const overlaps = await queryRows<{ employee_id: number }>(
      t.db,
      sql`select a.employee_id from shift_requests a
          join shift_requests b on b.employee_id = a.employee_id and b.id < a.id
          join shifts sa on sa.id = a.shift_id
          join shifts sb on sb.id = b.shift_id
          where a.status = 'Confirmed' and not a.declined
            and b.status = 'Confirmed' and not b.declined
            and sa.starts_at < sb.starts_at + make_interval(mins => sb.total_minutes)
            and sb.starts_at < sa.starts_at + make_interval(mins => sa.total_minutes)`,
    );
    expect(overlaps).toEqual([]);
  });

  it('confirms at most one request per shift', async () => {
    const doubles = await queryRows<{ shift_id: number }>(
      t.db,
      sql`select shift_id from shift_requests where status = 'Confirmed' and not declined
          group by shift_id having count(*) > 1`,
    );
    expect(doubles).toEqual([]);
  });

  it('gives requests only to active people of the shift organization or independents, whose job title fits', async () => {
    const rows = await queryRows<{
      position: string;
      specialty: string | null;
      job_title: JobTitle;
      is_active: boolean;
      employee_org: number | null;
      shift_org: number;
    }>(
      t.db,
      sql`select s.position, s.specialty, u.job_title, u.is_active, u.organization_id as employee_org, l.organization_id as shift_org
          from shift_requests r
          join shifts s on s.id = r.shift_id
          join locations l on l.id = s.location_id
          join users u on u.id = r.employee_id`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.is_active).toBe(true);
      expect([null, row.shift_org]).toContain(row.employee_org);
      expect(JOB_TITLE_SHIFT_FIT[row.job_title]).toEqual({
        position: row.position,
        specialty: row.specialty,
      });
    }
  });

  it('lets the platform admin sign in with the documented demo password', async () => {
    expect(DEMO_PASSWORD).toBe('Chairside123!');
    const token = await signIn(t.app, 'admin@chairside.test', 'Chairside123!');
    const me = await callsAs(t.app, token).get('/api/users/me');
    expect(me.json()).toMatchObject({ position: 'admin', organizationId: null });
  });

  it('lets every active demo account sign in, and refuses the inactive ones', async () => {
    const rows = await t.db.select({ email: users.email, isActive: users.isActive }).from(users);
    for (const user of rows) {
      const response = await login(t.app, user.email, DEMO_PASSWORD);
      expect(response.statusCode, user.email).toBe(user.isActive ? 200 : 403);
    }
  });

  describe('credentials (issue #27 §4)', () => {
    const people = () =>
      t.db
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(sql`${users.position} = 'employee' and ${users.isActive}`);

    /** A person's credentials as they see them in Settings. */
    async function credentialsOf(email: string): Promise<Credential[]> {
      const token = await signIn(t.app, email, DEMO_PASSWORD);
      return (await callsAs(t.app, token).get('/api/users/me/credentials')).json();
    }

    it('gives every active professional credentials, and shows each state on first start', async () => {
      const held = await t.db.select().from(credentials);
      for (const person of await people()) {
        expect(
          held.some((row) => row.userId === person.id),
          person.email,
        ).toBe(true);
      }
      const today = credentialToday();
      const all = [
        ...(await credentialsOf('hygienist@pacificcoast.test')),
        ...(await credentialsOf('perio@pacificcoast.test')),
        ...(await credentialsOf('hygienist@rockymountain.test')),
      ];
      expect(all.some((row) => row.status === 'verified')).toBe(true);
      expect(all.some((row) => row.status === 'unverified' && row.hasDocument)).toBe(true);
      expect(all.some((row) => row.status === 'expired')).toBe(true);
      expect(
        all.some(
          (row) => row.status !== 'expired' && credentialExpiryWarning(row.expiresOn, today),
        ),
      ).toBe(true);
    });

    it('keeps real PDF and PNG documents, by their bytes', async () => {
      const documents = await t.db.select().from(credentialDocuments);
      expect(new Set(documents.map((row) => row.contentType))).toEqual(
        new Set(['application/pdf', 'image/png']),
      );
      for (const row of documents) {
        expect(credentialDocumentTypeOf(new Uint8Array(row.bytes))).toBe(row.contentType);
        expect(row.sizeBytes).toBe(row.bytes.length);
      }
    });

    it('gives the independent hygienist verified, current Illinois and New York licenses and a CPR card, the journeys’ shifts needing them', async () => {
      const mine = await credentialsOf('independent@chairside.test');
      const current = mine.filter((row) => row.status === 'verified');
      expect(current.map((row) => [row.type, row.stateCode]).sort()).toEqual([
        ['cpr_bls', null],
        ['hygiene_license', 'IL'],
        ['hygiene_license', 'NY'],
      ]);
      for (const row of current) {
        expect(credentialExpiryWarning(row.expiresOn, credentialToday()), row.label).toBeNull();
      }
    });

    it('lists a manager’s people needing attention on the review page', async () => {
      const token = await signIn(t.app, 'manager@pacificcoast.test', DEMO_PASSWORD);
      const page = (await callsAs(t.app, token).get('/api/credentials/review')).json();
      const names = new Set(page.items.map((row: { person: { name: string } }) => row.person.name));
      expect(names).toEqual(new Set(['Lucia Alvarez', 'Aisha Johnson', 'Tyler Nguyen']));
    });
  });
});
