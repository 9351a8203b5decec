import {
  COPY_WEEK_MESSAGES,
  localClockOf,
  REPEAT_MESSAGES,
  SHIFT_MESSAGES,
  weekStartOf,
  type CopyWeekAnswer,
  type CopyWeekPreview,
} from '@chairside/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminWorldForFile } from '../support/admin-file.ts';
import type { ActorKey } from '../support/admin-world.ts';
import { makeLocation } from '../support/factories.ts';
import { addDays, nextOffsetChange } from '../support/report-world.ts';
import { localDayFromNow, makeRequest, makeShift, messagesOf } from '../support/shift-world.ts';
import { queryRows } from '../support/sql.ts';

const ZONE = 'America/New_York';

const { t, world, post } = adminWorldForFile();

const preview = (body: object, actor: ActorKey = 'managerA') =>
  post(actor, '/api/shifts/copy-week/preview', body);
const copy = (body: object, actor: ActorKey = 'managerA') =>
  post(actor, '/api/shifts/copy-week', body);
const shiftsOf = (response: { json: () => unknown }) => (response.json() as CopyWeekPreview).shifts;

/** A location of organization A of its own, so that no two tests see each other's shifts. */
const freshLocation = () =>
  makeLocation(t.db, world.a.organization.id, { timezone: ZONE }).then((location) => location.id);

/** The Sunday of a week to itself, weeks from every other test's. */
let weeksOn = 8;
const freshWeek = () => {
  weeksOn += 3;
  return weekStartOf(localDayFromNow(weeksOn * 7, ZONE));
};

async function storedShifts(ids: number[]) {
  return queryRows<Record<string, unknown>>(
    t.db,
    sql`select location_id, local_date, total_minutes, lunch_minutes, position, specialty, notes,
          internal_notes, series_id from shifts where id in ${ids} order by starts_at`,
  );
}

describe('POST /api/shifts/copy-week/preview (issue #16 §1)', () => {
  it("lists each open shift on the same weekday of the other week at its location's clock, across DST", async () => {
    const locationId = await freshLocation();
    // The week before New York springs forward, copied to the week it does.
    const from = weekStartOf(nextOffsetChange(ZONE, 'forward').dayBefore);
    const to = addDays(from, 7);
    const tuesday = await makeShift(t.db, { locationId, local: `${addDays(from, 2)}T08:00` });
    const friday = await makeShift(t.db, {
      locationId,
      local: `${addDays(from, 5)}T13:30`,
      position: 'Front Desk',
    });
    const response = await preview({ fromWeekStart: from, toWeekStart: to, locationId });
    expect(response.statusCode).toBe(200);
    const shifts = shiftsOf(response);
    expect(shifts.map((shift) => [shift.sourceShiftId, shift.date, shift.status])).toEqual([
      [tuesday.id, addDays(to, 2), 'ok'],
      [friday.id, addDays(to, 5), 'ok'],
    ]);
    expect(shifts.map((shift) => localClockOf(shift.startsAt, ZONE))).toEqual(['08:00', '13:30']);
    expect(shifts[1]).toMatchObject({ position: 'Front Desk', timezone: ZONE, locationId });
  });

  it('leaves out filled shifts unless asked to copy them too', async () => {
    const locationId = await freshLocation();
    const from = freshWeek();
    const filled = await makeShift(t.db, { locationId, local: `${addDays(from, 1)}T09:00` });
    await makeRequest(t.db, {
      shiftId: filled.id,
      employeeId: world.a.employee.id,
      status: 'Confirmed',
    });
    const body = { fromWeekStart: from, toWeekStart: addDays(from, 7), locationId };
    expect(shiftsOf(await preview(body))).toEqual([]);
    expect(shiftsOf(await preview({ ...body, includeFilled: true }))).toMatchObject([
      { sourceShiftId: filled.id, status: 'ok' },
    ]);
  });

  it('marks copies of open shifts already in the other week, and those in the past', async () => {
    const locationId = await freshLocation();
    const from = freshWeek();
    const to = addDays(from, 7);
    await makeShift(t.db, { locationId, local: `${addDays(from, 1)}T09:00` });
    await makeShift(t.db, { locationId, local: `${addDays(from, 2)}T09:00` });
    await makeShift(t.db, { locationId, local: `${addDays(to, 1)}T09:00` });
    const marks = (fromWeekStart: string, toWeekStart: string) =>
      preview({ fromWeekStart, toWeekStart, locationId }).then((response) =>
        shiftsOf(response).map((shift) => shift.status),
      );
    expect(await marks(from, to)).toEqual(['duplicate', 'ok']);
    expect(await marks(from, weekStartOf(localDayFromNow(-21, ZONE)))).toEqual(['past', 'past']);
  });

  it('copies every location the manager manages without a location, and only those', async () => {
    const from = freshWeek();
    const [managed, other] = world.a.locations;
    await makeShift(t.db, { locationId: managed.id, local: `${addDays(from, 3)}T09:00` });
    await makeShift(t.db, { locationId: other.id, local: `${addDays(from, 3)}T10:00` });
    const body = { fromWeekStart: from, toWeekStart: addDays(from, 7) };
    const locationsOf = async (actor: ActorKey) =>
      shiftsOf(await preview(body, actor)).map((shift) => shift.locationId);
    expect(await locationsOf('managerA')).toEqual([managed.id, other.id]);
    expect(await locationsOf('locationManagerA')).toEqual([managed.id]);
    const elsewhere = await preview({ ...body, locationId: other.id }, 'locationManagerA');
    expect(elsewhere.statusCode).toBe(403);
    expect(messagesOf(elsewhere)).toEqual([SHIFT_MESSAGES.notManagedLocation]);
  });

  it.each([
    [
      'a week not starting on a Sunday',
      { toWeekStart: '2027-06-08' },
      COPY_WEEK_MESSAGES.weekStart,
    ],
    ['the same week twice', { toWeekStart: '2027-06-06' }, COPY_WEEK_MESSAGES.sameWeek],
  ])('answers 400 for %s', async (_case, change, message) => {
    const response = await preview({ fromWeekStart: '2027-06-06', ...change });
    expect(response.statusCode).toBe(400);
    expect(messagesOf(response)).toEqual([message]);
  });

  it('refuses an employee (403) and answers 404 for another organization’s location', async () => {
    const body = { fromWeekStart: '2027-06-06', toWeekStart: '2027-06-13' };
    expect((await preview(body, 'employeeA')).statusCode).toBe(403);
    const foreign = { ...body, locationId: world.a.locations[0].id };
    expect((await preview(foreign, 'managerB')).statusCode).toBe(404);
  });

  it('answers 400 for a location id larger than any row can have, in the preview and the copy', async () => {
    const body = { fromWeekStart: '2027-06-06', toWeekStart: '2027-06-13', locationId: 2 ** 32 };
    expect((await preview(body)).statusCode).toBe(400);
    expect((await copy(body)).statusCode).toBe(400);
  });

  it('refuses a week of more than 366 shifts: You can post at most 366 shifts at once', async () => {
    const locationId = await freshLocation();
    const from = freshWeek();
    await t.db.execute(sql`
      insert into shifts (location_id, starts_at, local_date, total_minutes, lunch_minutes, position, timezone)
      select ${locationId}, ${`${addDays(from, 1)}T14:00:00Z`}::timestamptz + n * interval '1 minute',
        ${addDays(from, 1)}::date, 60, 0, 'Hygienist', ${ZONE}
      from generate_series(1, 367) as n`);
    const response = await preview({
      fromWeekStart: from,
      toWeekStart: addDays(from, 7),
      locationId,
    });
    expect(response.statusCode).toBe(400);
    expect(messagesOf(response)).toEqual([REPEAT_MESSAGES.tooMany]);
  });
});

describe('POST /api/shifts/copy-week (issue #16 §1)', () => {
  it('posts the copies in one go with their lunch, specialty and notes, open, and skips duplicates', async () => {
    const locationId = await freshLocation();
    const from = freshWeek();
    const to = addDays(from, 7);
    const source = await makeShift(t.db, {
      locationId,
      local: `${addDays(from, 1)}T09:00`,
      totalMinutes: 300,
      lunchMinutes: 30,
      position: 'Doctor',
      specialty: 'Endodontics',
      notes: 'Bring loupes',
      internalNotes: 'Cover for Dr. Lee',
    });
    await makeRequest(t.db, {
      shiftId: source.id,
      employeeId: world.a.employee.id,
      status: 'Confirmed',
    });
    const duplicated = await makeShift(t.db, { locationId, local: `${addDays(from, 2)}T09:00` });
    await makeShift(t.db, { locationId, local: `${addDays(to, 2)}T09:00` });

    const response = await copy({
      fromWeekStart: from,
      toWeekStart: to,
      locationId,
      includeFilled: true,
    });
    expect(response.statusCode).toBe(201);
    const answer = response.json<CopyWeekAnswer>();
    expect(answer.skipped).toMatchObject([{ sourceShiftId: duplicated.id, status: 'duplicate' }]);
    expect(await storedShifts(answer.shiftIds)).toEqual([
      {
        location_id: locationId,
        local_date: addDays(to, 1),
        total_minutes: 300,
        lunch_minutes: 30,
        position: 'Doctor',
        specialty: 'Endodontics',
        notes: 'Bring loupes',
        internal_notes: 'Cover for Dr. Lee',
        series_id: null,
      },
    ]);
    const [copyId] = answer.shiftIds;
    const requests = await queryRows(
      t.db,
      sql`select id from shift_requests where shift_id = ${copyId}`,
    );
    expect(requests).toEqual([]);
    const history = await queryRows<{ kind: string; actor_id: number }>(
      t.db,
      sql`select kind, actor_id from shift_events where shift_id = ${copyId}`,
    );
    expect(history).toEqual([{ kind: 'posted', actor_id: world.a.manager.id }]);
  });

  it('answers 400 and posts nothing when every copy is already there', async () => {
    const locationId = await freshLocation();
    const from = freshWeek();
    const body = { fromWeekStart: from, toWeekStart: addDays(from, 7), locationId };
    await makeShift(t.db, { locationId, local: `${addDays(from, 4)}T09:00` });
    expect((await copy(body)).statusCode).toBe(201);
    const again = await copy(body);
    expect(again.statusCode).toBe(400);
    expect(messagesOf(again)).toEqual([REPEAT_MESSAGES.nothingToPost]);
  });

  it('answers 400 for a week with no shifts to copy', async () => {
    const locationId = await freshLocation();
    const from = freshWeek();
    const response = await copy({ fromWeekStart: from, toWeekStart: addDays(from, 7), locationId });
    expect(response.statusCode).toBe(400);
    expect(messagesOf(response)).toEqual([COPY_WEEK_MESSAGES.nothingToCopy]);
  });

  it('refuses an employee (403) and posts nothing', async () => {
    const locationId = await freshLocation();
    const from = freshWeek();
    await makeShift(t.db, { locationId, local: `${addDays(from, 4)}T09:00` });
    const body = { fromWeekStart: from, toWeekStart: addDays(from, 7), locationId };
    expect((await copy(body, 'employeeA')).statusCode).toBe(403);
    const copies = await queryRows(
      t.db,
      sql`select id from shifts where location_id = ${locationId} and local_date >= ${addDays(from, 7)}`,
    );
    expect(copies).toEqual([]);
  });
});
