import {
  localClockOf,
  MAX_SHIFTS_PER_POSTING,
  REPEAT_MESSAGES,
  type ShiftPreview,
  type ShiftSeriesAnswer,
} from '@chairside/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminWorldForFile, locationOfAForFile } from '../support/admin-file.ts';
import type { ActorKey } from '../support/admin-world.ts';
import { addDays, nextOffsetChange } from '../support/report-world.ts';
import { localFromNow, makeRequest, makeShift, messagesOf } from '../support/shift-world.ts';
import { queryRows } from '../support/sql.ts';

const ZONE = 'America/New_York';
const ALL_WEEKDAYS = [0, 1, 2, 3, 4, 5, 6];

const file = adminWorldForFile();
const { t, world, get, post, del } = file;
const location = locationOfAForFile(file, { name: 'Hoboken Pier', timezone: ZONE });

const shift = (date: string, totalMinutes = 480) => ({
  locationId: location.id,
  date,
  position: 'Hygienist',
  totalMinutes,
  lunchMinutes: 30,
});
const dates = (...days: string[]) => ({ kind: 'dates', dates: days });
const preview = (body: object, actor: ActorKey = 'managerA') =>
  post(actor, '/api/shifts/preview', body);
const postSeries = (body: object, actor: ActorKey = 'managerA') =>
  post(actor, '/api/shifts/series', body);
const statusesOf = (response: { json: () => unknown }) =>
  (response.json() as ShiftPreview).occurrences.map((occurrence) => occurrence.status);

/** A local date in New York a number of days on, far enough from every other test's. */
let offset = 30;
const freshDay = (span = 10) => {
  offset += span;
  return localFromNow(offset, '09:00', ZONE).slice(0, 10);
};

async function seriesIdsOf(ids: number[]) {
  const rows = await queryRows<{ series_id: string | null }>(
    t.db,
    sql`select series_id from shifts where id in ${ids}`,
  );
  return rows.map((row) => row.series_id);
}

describe('POST /api/shifts/preview (issue #16 §1)', () => {
  it('lists every shift of a weekly repeat at the same local clock across the DST change', async () => {
    const spring = nextOffsetChange(ZONE, 'forward');
    const response = await preview({
      shift: shift(`${spring.dayBefore}T08:00`),
      repeat: { kind: 'weekly', weekdays: ALL_WEEKDAYS, count: 3 },
    });
    expect(response.statusCode).toBe(200);
    const { occurrences } = response.json<ShiftPreview>();
    expect(occurrences.map((occurrence) => occurrence.date)).toEqual([
      spring.dayBefore,
      spring.day,
      addDays(spring.day, 1),
    ]);
    expect(occurrences.map((occurrence) => localClockOf(occurrence.startsAt, ZONE))).toEqual([
      '08:00',
      '08:00',
      '08:00',
    ]);
    expect(statusesOf(response)).toEqual(['ok', 'ok', 'ok']);
  });

  it('marks a shift on a DST-gap time as dstGap and posts the others', async () => {
    const spring = nextOffsetChange(ZONE, 'forward');
    const body = {
      shift: shift(`${spring.dayBefore}T02:30`, 60),
      repeat: dates(spring.dayBefore, spring.day),
    };
    expect(statusesOf(await preview(body))).toEqual(['ok', 'dstGap']);
    const posted = await postSeries(body);
    expect(posted.statusCode).toBe(201);
    const answer = posted.json<ShiftSeriesAnswer>();
    expect(answer.shiftIds).toHaveLength(1);
    expect(answer.skipped.map((occurrence) => occurrence.date)).toEqual([spring.day]);
  });

  it('marks a shift duplicating an open shift at the same location, position and hours', async () => {
    const first = freshDay();
    const second = addDays(first, 1);
    await makeShift(t.db, { locationId: location.id, local: `${first}T09:00`, totalMinutes: 480 });
    // The same hours for another position are no duplicate.
    await makeShift(t.db, {
      locationId: location.id,
      local: `${second}T09:00`,
      totalMinutes: 480,
      position: 'Front Desk',
    });
    const body = { shift: shift(`${first}T09:00`), repeat: dates(first, second) };
    expect(statusesOf(await preview(body))).toEqual(['duplicate', 'ok']);
  });

  it('does not count a confirmed shift at the same hours as a duplicate', async () => {
    const day = freshDay();
    const taken = await makeShift(t.db, {
      locationId: location.id,
      local: `${day}T09:00`,
      totalMinutes: 480,
    });
    await makeRequest(t.db, {
      shiftId: taken.id,
      employeeId: world.a.employee.id,
      status: 'Confirmed',
    });
    expect(statusesOf(await preview({ shift: shift(`${day}T09:00`), repeat: dates(day) }))).toEqual(
      ['ok'],
    );
  });

  it('previews up to 366 shifts and refuses 367: You can post at most 366 shifts at once', async () => {
    const first = freshDay(0);
    const repeat = (count: number) => ({
      kind: 'weekly',
      weekdays: ALL_WEEKDAYS,
      until: addDays(first, count - 1),
    });
    const most = await preview({ shift: shift(`${first}T09:00`), repeat: repeat(366) });
    expect(most.json<ShiftPreview>().occurrences).toHaveLength(MAX_SHIFTS_PER_POSTING);
    for (const send of [preview, postSeries]) {
      const over = await send({ shift: shift(`${first}T09:00`), repeat: repeat(367) });
      expect(over.statusCode).toBe(400);
      expect(messagesOf(over)).toEqual([REPEAT_MESSAGES.tooMany]);
    }
  });

  it.each([
    [{ kind: 'weekly', weekdays: [2] }, REPEAT_MESSAGES.endRequired],
    [{ kind: 'weekly', weekdays: [], count: 2 }, REPEAT_MESSAGES.weekdaysRequired],
    [{ kind: 'dates', dates: [] }, REPEAT_MESSAGES.datesRequired],
    [{ kind: 'monthly' }, REPEAT_MESSAGES.endRequired],
  ])('answers 400 for the repeat %j', async (repeat, message) => {
    const response = await preview({ shift: shift(`${freshDay()}T09:00`), repeat });
    expect(response.statusCode).toBe(400);
    expect(messagesOf(response)).toContain(message);
  });

  it("answers 400 when 'Until' is before the shift's date", async () => {
    const day = freshDay();
    const response = await preview({
      shift: shift(`${day}T09:00`),
      repeat: { kind: 'weekly', weekdays: [1], until: addDays(day, -1) },
    });
    expect(response.statusCode).toBe(400);
    expect(messagesOf(response)).toEqual([REPEAT_MESSAGES.untilBeforeStart]);
  });

  it('refuses an employee (403) and answers 404 for another organization’s location', async () => {
    const body = { shift: shift(`${freshDay()}T09:00`), repeat: dates(freshDay()) };
    expect((await preview(body, 'employeeA')).statusCode).toBe(403);
    expect((await preview(body, 'managerB')).statusCode).toBe(404);
  });
});

describe('POST /api/shifts/series (issue #16 §1)', () => {
  it('posts every shift in one transaction under one series id and skips duplicates', async () => {
    const first = freshDay();
    const duplicate = addDays(first, 7);
    await makeShift(t.db, {
      locationId: location.id,
      local: `${duplicate}T09:00`,
      totalMinutes: 480,
    });
    const response = await postSeries({
      shift: shift(`${first}T09:00`),
      repeat: { kind: 'weekly', weekdays: [new Date(`${first}T12:00Z`).getUTCDay()], count: 3 },
    });
    expect(response.statusCode).toBe(201);
    const answer = response.json<ShiftSeriesAnswer>();
    expect(answer.shiftIds).toHaveLength(2);
    expect(answer.skipped).toMatchObject([{ date: duplicate, status: 'duplicate' }]);
    expect(await seriesIdsOf(answer.shiftIds)).toEqual([answer.seriesId, answer.seriesId]);
    const detail = await get('managerA', `/api/shifts/${answer.shiftIds[0]}`);
    expect(detail.json()).toMatchObject({ seriesId: answer.seriesId });
  });

  it('answers 400 and stores nothing when no shift can be posted', async () => {
    const day = freshDay();
    await makeShift(t.db, { locationId: location.id, local: `${day}T09:00`, totalMinutes: 480 });
    const response = await postSeries({ shift: shift(`${day}T09:00`), repeat: dates(day) });
    expect(response.statusCode).toBe(400);
    expect(messagesOf(response)).toEqual([REPEAT_MESSAGES.nothingToPost]);
  });

  it('keeps the single-shift POST /api/shifts answer without a series', async () => {
    const response = await post('managerA', '/api/shifts', shift(`${freshDay()}T09:00`));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ seriesId: null });
  });
});

describe('DELETE /api/shifts/:id?scope=following (issue #16 §1)', () => {
  async function fourWeeks() {
    const first = freshDay(30);
    const response = await postSeries({
      shift: shift(`${first}T09:00`),
      repeat: { kind: 'weekly', weekdays: [new Date(`${first}T12:00Z`).getUTCDay()], count: 4 },
    });
    return response.json<ShiftSeriesAnswer>().shiftIds;
  }

  async function remaining(ids: number[]) {
    const rows = await queryRows<{ id: number }>(
      t.db,
      sql`select id from shifts where id in ${ids} order by starts_at`,
    );
    return rows.map((row) => row.id);
  }

  it('deletes this and the following open shifts of the series and never a confirmed one', async () => {
    const [first, second, third, fourth] = await fourWeeks();
    await makeRequest(t.db, {
      shiftId: third,
      employeeId: world.a.employee.id,
      status: 'Confirmed',
    });
    const response = await del('managerA', `/api/shifts/${second}?scope=following`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ deleted: [second, fourth], spared: [third] });
    expect(await remaining([first, second, third, fourth])).toEqual([first, third]);
  });

  it('tells those holding requests for each deleted shift, as a single delete does', async () => {
    const [, second, , fourth] = await fourWeeks();
    await makeRequest(t.db, { shiftId: fourth, employeeId: world.a.employee.id });
    expect((await del('managerA', `/api/shifts/${second}?scope=following`)).statusCode).toBe(200);
    const notices = await queryRows(
      t.db,
      sql`select id from notifications where user_id = ${world.a.employee.id} and type = 'shift_deleted'`,
    );
    expect(notices.length).toBeGreaterThan(0);
  });

  it('deletes only the shift without a scope (204)', async () => {
    const ids = await fourWeeks();
    expect((await del('managerA', `/api/shifts/${ids[1]}`)).statusCode).toBe(204);
    expect(await remaining(ids)).toEqual([ids[0], ids[2], ids[3]]);
  });

  it('answers 400 for a shift outside any series and 400 for an unknown scope', async () => {
    const single = await makeShift(t.db, { locationId: location.id, local: `${freshDay()}T09:00` });
    const response = await del('managerA', `/api/shifts/${single.id}?scope=following`);
    expect(response.statusCode).toBe(400);
    expect(messagesOf(response)).toEqual([REPEAT_MESSAGES.notInSeries]);
    expect((await del('managerA', `/api/shifts/${single.id}?scope=all`)).statusCode).toBe(400);
  });

  it('refuses an employee (403) and keeps the series', async () => {
    const ids = await fourWeeks();
    expect((await del('employeeA', `/api/shifts/${ids[0]}?scope=following`)).statusCode).toBe(403);
    expect(await remaining(ids)).toEqual(ids);
  });
});
