import { zonedLocalToInstant, type ShiftDetail } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ActorKey } from '../support/admin-world.ts';
import { localAt, localFromNow, messagesOf, shiftWorldForFile } from '../support/shift-file.ts';
import { makeLocation } from '../support/factories.ts';

const { t, world, get, post, makeShift, makeRequest, freshMember, queryRows } = shiftWorldForFile();

const LOS_ANGELES = 'America/Los_Angeles';

/** Each shift on a day of its own, so that no test meets another's shifts or gaps. */
let nextDay = 3;

/**
 * An 8:00 AM to 4:30 PM shift, `days` from now at one of A's locations, confirmed for
 * `hours` ('10:00'-'14:30' on the location's clocks by default; null: the whole shift).
 */
async function partShift(
  options: {
    locationId?: number;
    timezone?: string;
    days?: number;
    /** 'unconfirmed': nobody is confirmed. */
    hours?: [string, string] | null | 'unconfirmed';
  } = {},
) {
  const timezone = options.timezone ?? 'America/Chicago';
  const locationId = options.locationId ?? world.a.locations[1].id;
  const day = localFromNow(options.days ?? nextDay++, '08:00', timezone).slice(0, 10);
  const shift = await makeShift({
    locationId,
    local: `${day}T08:00`,
    timezone,
    totalMinutes: 510,
    lunchMinutes: 30,
    position: 'Dental Assistant-Specialty',
    specialty: 'Endodontics',
    notes: 'Bring loupes.',
    internalNotes: 'Dr. Patel is in surgery all day.',
  });
  const person = await freshMember();
  const hours = options.hours === undefined ? (['10:00', '14:30'] as const) : options.hours;
  const instant = (clock: string) => zonedLocalToInstant(`${day}T${clock}`, timezone);
  if (hours === 'unconfirmed') return { shift, day };
  await makeRequest({
    shiftId: shift.id,
    employeeId: person.id,
    status: 'Confirmed',
    startTime: hours ? instant(hours[0]) : null,
    endTime: hours ? instant(hours[1]) : null,
  });
  return { shift, day };
}

const postHours = (actor: ActorKey, shiftId: number) =>
  post(actor, `/api/shifts/${shiftId}/uncovered-hours`);

async function shiftsAt(locationId: number, day: string) {
  return queryRows<{ id: number }>(
    sql`select id from shifts where location_id = ${locationId} and local_date = ${day}`,
  );
}

/**
 * `actor` posts the uncovered hours of a part-shift and is refused with `status` and `message`;
 * the shift's location then has `stored` shifts that day (the shift and any gaps posted before).
 */
async function expectRefused(
  part: Awaited<ReturnType<typeof partShift>>,
  actor: ActorKey,
  status: number,
  message: string,
  stored = 1,
) {
  const response = await postHours(actor, part.shift.id);
  expect(response.statusCode).toBe(status);
  expect(messagesOf(response)).toEqual([message]);
  expect(await shiftsAt(part.shift.locationId, part.day)).toHaveLength(stored);
}

describe('POST /api/shifts/:id/uncovered-hours: the open hours of a part-shift confirmation', () => {
  it('posts one open shift per gap, on the location’s clocks, like the shift, without lunch', async () => {
    const location = await makeLocation(t.db, world.a.organization.id, { timezone: LOS_ANGELES });
    const { shift } = await partShift({ locationId: location.id, timezone: LOS_ANGELES });
    const response = await postHours('managerA', shift.id);
    expect(response.statusCode).toBe(201);
    const posted = response.json<ShiftDetail[]>();
    expect(
      posted.map((created) => ({
        start: localAt(new Date(created.date), LOS_ANGELES).slice(11),
        totalMinutes: created.totalMinutes,
        lunchMinutes: created.lunchMinutes,
        status: created.status,
        localDate: created.localDate,
      })),
    ).toEqual([
      {
        start: '08:00',
        totalMinutes: 120,
        lunchMinutes: 0,
        status: 'Unassigned',
        localDate: shift.localDate,
      },
      {
        start: '14:30',
        totalMinutes: 120,
        lunchMinutes: 0,
        status: 'Unassigned',
        localDate: shift.localDate,
      },
    ]);
    for (const created of posted) {
      expect(created).toMatchObject({
        locationId: location.id,
        timezone: LOS_ANGELES,
        position: 'Dental Assistant-Specialty',
        specialty: 'Endodontics',
        notes: 'Bring loupes.',
        internalNotes: 'Dr. Patel is in surgery all day.',
        confirmed: 0,
      });
    }
  });

  it('answers the covered hours of the shift on its detail, and null without a part-shift', async () => {
    const { shift } = await partShift();
    const detail = (await get('managerA', `/api/shifts/${shift.id}`)).json<ShiftDetail>();
    expect(localAt(new Date(detail.confirmedStartTime as string), 'America/Chicago')).toMatch(
      /T10:00$/,
    );
    expect(localAt(new Date(detail.confirmedEndTime as string), 'America/Chicago')).toMatch(
      /T14:30$/,
    );
    const whole = await partShift({ hours: null });
    const wholeDetail = (
      await get('managerA', `/api/shifts/${whole.shift.id}`)
    ).json<ShiftDetail>();
    expect([wholeDetail.confirmedStartTime, wholeDetail.confirmedEndTime]).toEqual([null, null]);
  });

  it.each<ActorKey>(['platformAdmin', 'adminA', 'managerA'])(
    'lets %s post the hours of a shift of its organization',
    async (actor) => {
      const { shift } = await partShift();
      expect((await postHours(actor, shift.id)).statusCode).toBe(201);
    },
  );

  it('lets a location manager post the hours of a shift at a location they manage', async () => {
    const { shift } = await partShift({ locationId: world.a.locations[0].id });
    expect((await postHours('locationManagerA', shift.id)).statusCode).toBe(201);
  });

  it.each<[ActorKey, number, string]>([
    ['locationManagerA', 403, 'You can only post shifts at the locations you manage'],
    ['employeeA', 403, 'You can only post shifts at the locations you manage'],
    ['managerB', 404, 'Not found'],
  ])('refuses %s with %i and posts nothing', async (actor, status, message) => {
    await expectRefused(await partShift(), actor, status, message);
  });

  it.each<[string, [string, string] | null | 'unconfirmed']>([
    ['nobody is confirmed', 'unconfirmed'],
    ['the confirmation is for the whole shift', null],
    ['the confirmed hours span the whole shift', ['08:00', '16:30']],
  ])('refuses with 409 when %s', async (_case, hours) => {
    await expectRefused(
      await partShift({ hours }),
      'managerA',
      409,
      'Only a shift confirmed for part of its hours has uncovered hours to post',
    );
  });

  it('refuses with 409 once the gaps are posted, and posts them only once', async () => {
    const part = await partShift();
    expect((await postHours('managerA', part.shift.id)).statusCode).toBe(201);
    await expectRefused(
      part,
      'adminA',
      409,
      'The uncovered hours of this shift are already posted as open shifts',
      3,
    );
  });

  it('shows its result: the detail links each posted shift and the history records it (issue #26 §4)', async () => {
    const { shift } = await partShift();
    const before = (await get('managerA', `/api/shifts/${shift.id}`)).json<ShiftDetail>();
    expect(before.uncoveredShifts).toEqual([]);
    const posted = (await postHours('managerA', shift.id)).json<ShiftDetail[]>();
    const after = (await get('managerA', `/api/shifts/${shift.id}`)).json<ShiftDetail>();
    expect(after.uncoveredShifts.map(({ id }) => id)).toEqual(posted.map(({ id }) => id));
    expect(after.uncoveredShifts[0].start).toBe(posted[0].date);
    const employee = (await get('employeeA', `/api/shifts/${shift.id}`)).json<ShiftDetail>();
    expect(employee.uncoveredShifts).toEqual([]);
    const history = (await get('managerA', `/api/shifts/${shift.id}/history`)).json<
      { kind: string; reason: string | null }[]
    >();
    expect(history.at(-1)).toMatchObject({
      kind: 'uncoveredPosted',
      reason: '8:00 to 10:00 AM and 2:30 to 4:30 PM',
    });
  });

  it('posts only the gaps not posted yet', async () => {
    const { shift, day } = await partShift();
    await makeShift({
      locationId: shift.locationId,
      local: `${day}T14:30`,
      totalMinutes: 120,
      position: 'Dental Assistant-Specialty',
      specialty: 'Endodontics',
    });
    const response = await postHours('managerA', shift.id);
    expect(response.statusCode).toBe(201);
    expect(response.json<ShiftDetail[]>().map((created) => created.totalMinutes)).toEqual([120]);
    expect(await shiftsAt(shift.locationId, day)).toHaveLength(3);
  });

  it('refuses with 409 once the shift has started: This shift has already started', async () => {
    await expectRefused(
      await partShift({ days: -1 }),
      'managerA',
      409,
      'This shift has already started',
    );
  });
});
