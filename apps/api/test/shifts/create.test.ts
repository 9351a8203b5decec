import { localClockOf, localDateOf } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminWorldForFile } from '../support/admin-file.ts';
import { expectNothingStored, type ActorKey } from '../support/admin-world.ts';
import { makeLocation } from '../support/factories.ts';
import { localAt, localFromNow, messagesOf, monthOf } from '../support/shift-world.ts';
import { queryRows } from '../support/sql.ts';

const { t, world, get, post: postAs } = adminWorldForFile();

const post = (actor: ActorKey, payload: unknown) => postAs(actor, '/api/shifts', payload as object);

function validPayload(locationId: number, overrides: Record<string, unknown> = {}) {
  return {
    locationId,
    date: localFromNow(20, '09:00'),
    position: 'Hygienist',
    specialty: null,
    totalMinutes: 480,
    lunchMinutes: 60,
    notes: 'Bring loupes',
    internalNotes: 'Covering for Dr. Vance',
    ...overrides,
  };
}

/** Runs a create that must be refused and proves no shift was stored. */
const expectRefused = (actor: ActorKey, payload: unknown, status: number) =>
  expectNothingStored(t.db, 'shifts', status, () => post(actor, payload));

describe('POST /api/shifts: who may post where', () => {
  it.each<[string, ActorKey, 0 | 1]>([
    ['an admin at any location of their organization', 'adminA', 1],
    ['a manager at any location of their organization', 'managerA', 1],
    ['a platform admin at any organization’s location', 'platformAdmin', 1],
    ['a location manager at a location they manage', 'locationManagerA', 0],
  ])('lets %s post a shift (201)', async (_who, actor, index) => {
    const location = world.a.locations[index];
    const response = await post(actor, validPayload(location.id));
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      locationId: location.id,
      locationName: location.name,
      organizationId: world.a.organization.id,
      organizationName: world.a.organization.name,
      position: 'Hygienist',
      specialty: null,
      totalMinutes: 480,
      lunchMinutes: 60,
      timezone: 'America/Chicago',
      status: 'Unassigned',
      restricted: false,
      requests: 0,
      offers: 0,
      confirmed: 0,
      notes: 'Bring loupes',
      internalNotes: 'Covering for Dr. Vance',
    });
    const [stored] = await queryRows<{ created_by: number }>(
      t.db,
      sql`select created_by from shifts where id = ${body.id}`,
    );
    expect(stored.created_by).toBe(world.actors[actor].user.id);
  });

  it('refuses an employee (403)', async () => {
    await expectRefused('employeeA', validPayload(world.a.locations[0].id), 403);
  });

  it('refuses the independent employee (403)', async () => {
    await expectRefused('independent', validPayload(world.a.locations[0].id), 403);
  });

  it('refuses a location manager at a location they do not manage (403)', async () => {
    await expectRefused('locationManagerA', validPayload(world.a.locations[1].id), 403);
  });

  it.each<ActorKey>(['adminA', 'managerA', 'locationManagerA'])(
    'answers 404 when %s posts at another organization’s location',
    async (actor) => {
      await expectRefused(actor, validPayload(world.b.locations[0].id), 404);
    },
  );

  it('answers 404 for a location that does not exist', async () => {
    await expectRefused('platformAdmin', validPayload(987_654), 404);
  });

  it('refuses an anonymous caller (401)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/shifts',
      payload: validPayload(world.a.locations[0].id),
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/shifts: validation messages (SPEC §5)', () => {
  const location = () => world.a.locations[0].id;
  const without = (key: string) => {
    const payload: Record<string, unknown> = validPayload(location());
    delete payload[key];
    return payload;
  };

  it.each<[string, () => unknown, string]>([
    ['no position', () => without('position'), 'Position is required'],
    ['an empty position', () => validPayload(location(), { position: '' }), 'Position is required'],
    [
      'an unknown position',
      () => validPayload(location(), { position: 'Dentist' }),
      'Position is required',
    ],
    ['no date', () => without('date'), 'Date is required'],
    ['an empty date', () => validPayload(location(), { date: '' }), 'Date is required'],
    [
      'a date without a time',
      () => validPayload(location(), { date: '2031-03-04' }),
      'Date is required',
    ],
    [
      'an impossible hour',
      () => validPayload(location(), { date: '2031-03-04T24:00' }),
      'Date is required',
    ],
    ['no location', () => without('locationId'), 'Location is required'],
    [
      'an empty location',
      () => validPayload(location(), { locationId: '' }),
      'Location is required',
    ],
    ['location 0', () => validPayload(location(), { locationId: 0 }), 'Location is required'],
    ['no lunch length', () => without('lunchMinutes'), 'Lunch length is required'],
    [
      'an empty lunch length',
      () => validPayload(location(), { lunchMinutes: '' }),
      'Lunch length is required',
    ],
    [
      'a lunch length outside the options',
      () => validPayload(location(), { lunchMinutes: 20 }),
      'Lunch length is required',
    ],
    [
      'a Dental Assistant-Specialty shift without specialty',
      () => validPayload(location(), { position: 'Dental Assistant-Specialty', specialty: null }),
      'Specialty is required',
    ],
    [
      'a Dental Assistant-Specialty shift with an unknown specialty',
      () =>
        validPayload(location(), {
          position: 'Dental Assistant-Specialty',
          specialty: 'Cardiology',
        }),
      'Specialty is required',
    ],
    [
      'notes over 500 characters',
      () => validPayload(location(), { notes: 'x'.repeat(501) }),
      'Notes must be 500 characters or less',
    ],
  ])('refuses %s with its message (400)', async (_case, payload, message) => {
    const response = await expectRefused('managerA', payload(), 400);
    expect(messagesOf(response)).toEqual([message]);
  });

  it('refuses a shift of no length: End time must be after start time (400)', async () => {
    const response = await expectRefused(
      'managerA',
      validPayload(location(), { totalMinutes: 0, lunchMinutes: 0 }),
      400,
    );
    expect(messagesOf(response)).toContain('End time must be after start time');
  });

  it('refuses a lunch as long as the shift (400)', async () => {
    const response = await expectRefused(
      'managerA',
      validPayload(location(), { totalMinutes: 60, lunchMinutes: 60 }),
      400,
    );
    expect(messagesOf(response)).toEqual(['Lunch must be shorter than the shift']);
  });

  it('answers every missing field’s message at once', async () => {
    const response = await expectRefused('managerA', { totalMinutes: 480 }, 400);
    expect(messagesOf(response)).toEqual(
      expect.arrayContaining([
        'Location is required',
        'Date is required',
        'Position is required',
        'Lunch length is required',
      ]),
    );
  });

  it('refuses a shift that starts in the past: The shift must start in the future (400)', async () => {
    const response = await expectRefused(
      'managerA',
      validPayload(location(), { date: localFromNow(-1, '09:00') }),
      400,
    );
    expect(messagesOf(response)).toEqual(['The shift must start in the future']);
  });

  it('refuses a shift that starts this very minute (400)', async () => {
    const response = await expectRefused(
      'managerA',
      validPayload(location(), { date: localAt(new Date(Date.now() - 60_000), 'America/Chicago') }),
      400,
    );
    expect(messagesOf(response)).toEqual(['The shift must start in the future']);
  });

  it('keeps the specialty of a Dental Assistant-Specialty shift', async () => {
    const specialty = await post(
      'managerA',
      validPayload(location(), {
        position: 'Dental Assistant-Specialty',
        specialty: 'Endodontics',
      }),
    );
    expect(specialty.statusCode).toBe(201);
    expect(specialty.json().specialty).toBe('Endodontics');
  });

  it('refuses a specialty sent with another position instead of dropping it silently (400, trust #11 item 14)', async () => {
    const response = await expectRefused(
      'managerA',
      validPayload(location(), { position: 'Hygienist', specialty: 'Endodontics' }),
      400,
    );
    expect(messagesOf(response)).toEqual([
      'Specialty applies only to Dental Assistant-Specialty shifts',
    ]);
  });

  it.each([[null], [undefined]])(
    'takes a Hygienist shift with no specialty (%j)',
    async (specialty) => {
      const response = await post('managerA', validPayload(location(), { specialty }));
      expect(response.statusCode).toBe(201);
      expect(response.json().specialty).toBeNull();
    },
  );
});

/** The next second Sunday of March or first Sunday of November, at least two days away. */
function nextDstChangeDay(): { day: string; spring: boolean } {
  const candidates: { day: string; spring: boolean; at: number }[] = [];
  const thisYear = new Date().getUTCFullYear();
  for (const year of [thisYear, thisYear + 1]) {
    const march1 = new Date(Date.UTC(year, 2, 1)).getUTCDay();
    const secondSundayOfMarch = 1 + ((7 - march1) % 7) + 7;
    const november1 = new Date(Date.UTC(year, 10, 1)).getUTCDay();
    const firstSundayOfNovember = 1 + ((7 - november1) % 7);
    candidates.push(
      {
        day: `${year}-03-${String(secondSundayOfMarch).padStart(2, '0')}`,
        spring: true,
        at: Date.UTC(year, 2, secondSundayOfMarch),
      },
      {
        day: `${year}-11-${String(firstSundayOfNovember).padStart(2, '0')}`,
        spring: false,
        at: Date.UTC(year, 10, firstSundayOfNovember),
      },
    );
  }
  const soon = Date.now() + 2 * 24 * 60 * 60 * 1000;
  const next = candidates.filter((candidate) => candidate.at > soon).sort((x, y) => x.at - y.at)[0];
  return { day: next.day, spring: next.spring };
}

function dayBefore(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date - 1)).toISOString().slice(0, 10);
}

describe('POST /api/shifts: the local time is read in the location’s timezone, DST included', () => {
  const change = nextDstChangeDay();

  it.each<[string, number, number]>([
    // [timezone, UTC offset in hours after a spring change, after a fall change]
    ['America/Los_Angeles', -7, -8],
    ['America/New_York', -4, -5],
  ])(
    'a shift posted for 09:00 on the next DST change day reads 09:00 in %s',
    async (timezone, springOffset, fallOffset) => {
      const location = await makeLocation(t.db, world.a.organization.id, { timezone });
      const response = await post(
        'managerA',
        validPayload(location.id, { date: `${change.day}T09:00` }),
      );
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body.timezone).toBe(timezone);
      expect(body.localDate).toBe(change.day);
      expect(localClockOf(body.date, timezone)).toBe('09:00');
      expect(localDateOf(body.date, timezone)).toBe(change.day);
      const [year, month, date] = change.day.split('-').map(Number);
      const offset = change.spring ? springOffset : fallOffset;
      expect(body.date).toBe(new Date(Date.UTC(year, month - 1, date, 9 - offset)).toISOString());

      // The month calendar places it on that local day too.
      const { year: y, month: m } = monthOf(change.day);
      const listed = await get(
        'managerA',
        `/api/shifts?month=${m}&year=${y}&locationId=${location.id}`,
      );
      expect(listed.json()).toEqual([
        expect.objectContaining({ id: body.id, localDate: change.day, date: body.date }),
      ]);
    },
  );

  it.each(['America/Los_Angeles', 'America/New_York'])(
    '09:00 the day before and 09:00 on the DST change day are 23 hours apart in spring, 25 in fall (%s)',
    async (timezone) => {
      const location = await makeLocation(t.db, world.a.organization.id, { timezone });
      const before = await post(
        'managerA',
        validPayload(location.id, { date: `${dayBefore(change.day)}T09:00` }),
      );
      const on = await post('managerA', validPayload(location.id, { date: `${change.day}T09:00` }));
      expect([before.statusCode, on.statusCode]).toEqual([201, 201]);
      const hours = (Date.parse(on.json().date) - Date.parse(before.json().date)) / 3_600_000;
      expect(hours).toBe(change.spring ? 23 : 25);
    },
  );
});
