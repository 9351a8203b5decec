import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runTimesheetReminders } from '../../src/modules/shifts/timesheet-reminders.ts';
import { adminWorldForFile } from '../support/admin-file.ts';
import { readOutbox } from '../support/outbox.ts';
import { requestWorld, type Caller } from '../support/request-world.ts';
import { messagesOf } from '../support/shift-world.ts';
import { queryRows } from '../support/sql.ts';

// Issue #28 §3 (docs/PAY.md): a confirmed shift's timesheet. Shifts are placed in the past
// relative to the clock (the routes read it), and the reminder worker runs on its own clock:
// nothing sleeps.
const file = adminWorldForFile();
const { t, world, refused } = file;
const { heldRequest, callAs } = requestWorld(file);

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;
const ago = (ms: number) => new Date(Date.now() - ms);
const iso = (instant: Date) => instant.toISOString();
const plus = (instant: Date, ms: number) => new Date(instant.getTime() + ms);

/**
 * A fresh member confirmed on an 8-hour shift (60 minutes of lunch) that started `startedAgo`
 * ago, with the shift's posted rate and the confirmation's agreed rate when given.
 */
async function confirmedShift(
  startedAgo: number,
  rates: { posted?: number; agreed?: number } = {},
) {
  const held = await heldRequest(ago(startedAgo), 'Confirmed');
  const start = new Date(held.shift.startsAt);
  if (rates.posted !== undefined) {
    await t.db.execute(
      sql`update shifts set hourly_rate_cents = ${rates.posted} where id = ${held.shift.id}`,
    );
  }
  if (rates.agreed !== undefined) {
    await t.db.execute(
      sql`update shift_requests set agreed_rate_cents = ${rates.agreed} where id = ${held.request.id}`,
    );
  }
  return { ...held, start, end: plus(start, 8 * HOUR_MS) };
}

/** A shift that ended an hour ago. */
const endedShift = (rates?: { posted?: number; agreed?: number }) =>
  confirmedShift(9 * HOUR_MS, rates);

const url = (shiftId: number) => `/api/shifts/${shiftId}/timesheet`;
const read = (who: Caller, shiftId: number) => callAs(who, { url: url(shiftId) });
const submit = (who: Caller, shiftId: number, payload: Record<string, unknown>) =>
  callAs(who, { method: 'PUT', url: url(shiftId), payload });
const approve = (who: Caller, shiftId: number, payload?: Record<string, unknown>) =>
  callAs(who, { method: 'POST', url: `${url(shiftId)}/approve`, payload });

/** The person's times: from `start` plus `fromMinutes` to `start` plus `toMinutes`. */
const timesOf = (start: Date, fromMinutes: number, toMinutes: number, lunchMinutes = 60) => ({
  startTime: iso(plus(start, fromMinutes * 60_000)),
  endTime: iso(plus(start, toMinutes * 60_000)),
  lunchMinutes,
});

const noticesOf = (userId: number, type: string) =>
  queryRows<{ body: string; shiftId: number | null }>(
    t.db,
    sql`select body, shift_id as "shiftId" from notifications
        where user_id = ${userId} and type = ${type} order by id`,
  );

describe('reading a timesheet (GET /api/shifts/:id/timesheet)', () => {
  it('answers a due timesheet prefilled with the confirmed window and the posted lunch, with the agreed rate’s amount', async () => {
    const { shift, person, start, end } = await endedShift({ posted: 5250, agreed: 5500 });
    const response = await read(person, shift.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      shiftId: shift.id,
      userId: person.id,
      status: 'due',
      startTime: iso(start),
      endTime: iso(end),
      lunchMinutes: 60,
      workedMinutes: 420,
      submittedAt: null,
      approvedAt: null,
      approvedBy: null,
      correctionReason: null,
      agreedRateCents: 5500,
      amountCents: 38500,
    });
  });

  it('reads the posted rate for a confirmation without an agreed one, and no amount without a rate', async () => {
    const posted = await endedShift({ posted: 5250 });
    expect((await read(posted.person, posted.shift.id)).json()).toMatchObject({
      agreedRateCents: 5250,
      amountCents: 36750,
    });
    const unrated = await endedShift();
    expect((await read(unrated.person, unrated.shift.id)).json()).toMatchObject({
      agreedRateCents: null,
      amountCents: null,
    });
  });

  it('shows it to the managers who see the shift’s requests, and to nobody else (404)', async () => {
    const { shift } = await endedShift();
    for (const manager of ['managerA', 'adminA', 'locationManagerA'] as const) {
      expect((await read(manager, shift.id)).statusCode).toBe(200);
    }
    for (const stranger of ['employeeA', 'managerB', 'adminB', 'independent'] as const) {
      expect((await read(stranger, shift.id)).statusCode).toBe(404);
    }
  });

  it('has none for a shift nobody is confirmed on (404)', async () => {
    const { shift } = await heldRequest(ago(9 * HOUR_MS), 'Requested');
    expect((await read('managerA', shift.id)).statusCode).toBe(404);
  });

  it('refuses every route before the shift ends: This shift has not ended yet (409)', async () => {
    const { shift, person, start } = await confirmedShift(2 * HOUR_MS);
    const message = 'This shift has not ended yet';
    expect(messagesOf(await read(person, shift.id))).toEqual([message]);
    await refused(409, () => submit(person, shift.id, timesOf(start, 0, 480)), message);
    await refused(409, () => approve('managerA', shift.id), message);
  });
});

describe('submitting a timesheet (PUT)', () => {
  it('takes the person’s times: 8:00 to 4:45 with an hour of lunch is 7h 45m, $426.25 at $55.00', async () => {
    const { shift, person, start } = await endedShift({ posted: 5250, agreed: 5500 });
    const response = await submit(person, shift.id, timesOf(start, 0, 525));
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer).toMatchObject({
      status: 'submitted',
      ...timesOf(start, 0, 525),
      workedMinutes: 465,
      amountCents: 42625,
      approvedAt: null,
    });
    expect(Date.parse(answer.submittedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect((await read('managerA', shift.id)).json()).toEqual(answer);
  });

  it('takes it again until approved, each time replacing the times', async () => {
    const { shift, person, start } = await endedShift();
    await submit(person, shift.id, timesOf(start, 0, 525));
    const again = await submit(person, shift.id, timesOf(start, 15, 480, 30));
    expect(again.json()).toMatchObject({ ...timesOf(start, 15, 480, 30), workedMinutes: 435 });
  });

  it('is the confirmed person’s alone: 403 for the shift’s managers, 404 for others', async () => {
    const { shift, start } = await endedShift();
    const times = timesOf(start, 0, 480);
    await refused(403, () => submit('managerA', shift.id, times));
    await refused(404, () => submit('employeeA', shift.id, times));
    await refused(404, () => submit('managerB', shift.id, times));
  });

  it.each([
    [
      'an end before the start',
      timesOf(new Date(0), 480, 0),
      ['End time must be after start time'],
    ],
    [
      'a lunch as long as the work',
      timesOf(new Date(0), 0, 60, 60),
      ['Lunch must be shorter than the time worked'],
    ],
    [
      'a start more than 6 hours early',
      timesOf(new Date(0), -361, 480),
      ['Start and end must be within 6 hours of the confirmed hours'],
    ],
    [
      'an end more than 6 hours late',
      timesOf(new Date(0), 0, 480 + 361),
      ['Start and end must be within 6 hours of the confirmed hours'],
    ],
    [
      'a lunch that is no whole number',
      { ...timesOf(new Date(0), 0, 480), lunchMinutes: 2.5 },
      ['Enter the lunch in whole minutes, 0 or more'],
    ],
    ['no times', { lunchMinutes: 0 }, ['Enter when the work started', 'Enter when the work ended']],
  ])('refuses %s (400)', async (_case, relative, messages) => {
    const { shift, person, start } = await endedShift();
    // Move the case's times from the epoch onto the shift's start.
    const onShift = Object.fromEntries(
      Object.entries(relative).map(([key, value]) => [
        key,
        typeof value === 'string' ? iso(plus(start, Date.parse(value))) : value,
      ]),
    );
    const response = await refused(400, () => submit(person, shift.id, onShift));
    expect(messagesOf(response)).toEqual(messages);
  });

  it('is accepted for 7 days after the shift’s end, then 409 with a word to ask the manager', async () => {
    const { shift, person, start } = await confirmedShift(8 * DAY_MS);
    await refused(
      409,
      () => submit(person, shift.id, timesOf(start, 0, 480)),
      'Timesheets can be submitted for 7 days after the shift; ask your manager',
    );
    const inTime = await confirmedShift(6 * DAY_MS);
    expect(
      (await submit(inTime.person, inTime.shift.id, timesOf(inTime.start, 0, 480))).statusCode,
    ).toBe(200);
  });
});

describe('approving a timesheet (POST …/approve)', () => {
  it('approves the submitted times and locks them: 409 This timesheet has been approved', async () => {
    const { shift, person, start } = await endedShift({ agreed: 5500 });
    await submit(person, shift.id, timesOf(start, 0, 525));
    const response = await approve('managerA', shift.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'approved',
      ...timesOf(start, 0, 525),
      approvedBy: { id: world.a.manager.id, name: world.a.manager.name },
      correctionReason: null,
      amountCents: 42625,
    });
    const message = 'This timesheet has been approved';
    await refused(409, () => submit(person, shift.id, timesOf(start, 0, 480)), message);
    await refused(409, () => approve('adminA', shift.id), message);
    expect(await noticesOf(person.id, 'timesheet_corrected')).toEqual([]);
  });

  it('is for the shift’s managers: 403 for the person, 404 for others', async () => {
    const { shift, person, start } = await endedShift();
    await submit(person, shift.id, timesOf(start, 0, 480));
    await refused(403, () => approve(person, shift.id));
    await refused(404, () => approve('employeeA', shift.id));
    await refused(404, () => approve('managerB', shift.id));
  });

  it('needs a reason for other times than those submitted, and tells the person of the correction', async () => {
    const { shift, person, start } = await endedShift({ agreed: 5500 });
    await submit(person, shift.id, timesOf(start, 0, 525));
    const corrected = { endTime: iso(plus(start, 510 * 60_000)) };
    for (const reason of [undefined, '   ']) {
      await refused(
        400,
        () => approve('managerA', shift.id, { ...corrected, reason }),
        'Enter a reason for the correction',
      );
    }
    const response = await approve('managerA', shift.id, { ...corrected, reason: 'Left at 4:30' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'approved',
      endTime: corrected.endTime,
      workedMinutes: 450,
      amountCents: 41250,
      correctionReason: 'Left at 4:30',
    });
    const [notice] = await noticesOf(person.id, 'timesheet_corrected');
    expect(notice.shiftId).toBe(shift.id);
    expect(notice.body).toContain(`${world.a.manager.name} corrected your timesheet to`);
    expect(notice.body).toContain('60 min lunch (7h 30m): Left at 4:30');
    const mail = (await readOutbox(t.app, person.email)).find(
      (message) => message.subject === 'Your Chairside timesheet was corrected',
    );
    expect(mail?.text).toContain('Left at 4:30');
  });

  it('calls the same times written otherwise no correction', async () => {
    const { shift, person, start } = await endedShift();
    await submit(person, shift.id, timesOf(start, 0, 480));
    const response = await approve('managerA', shift.id, { ...timesOf(start, 0, 480) });
    expect(response.json()).toMatchObject({ status: 'approved', correctionReason: null });
  });

  it('approves a due timesheet only once the person’s 7 days are over, the manager entering the hours', async () => {
    const recent = await endedShift();
    await refused(
      409,
      () => approve('managerA', recent.shift.id),
      'This timesheet can be approved once submitted, or by entering the hours 7 days after the shift',
    );
    const late = await confirmedShift(8 * DAY_MS);
    const response = await approve('managerA', late.shift.id, timesOf(late.start, 0, 450, 30));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'approved',
      ...timesOf(late.start, 0, 450, 30),
      workedMinutes: 420,
      submittedAt: null,
      correctionReason: null,
    });
  });

  it('checks the approved times as the submitted ones (400)', async () => {
    const { shift, person, start } = await endedShift();
    await submit(person, shift.id, timesOf(start, 0, 480));
    await refused(
      400,
      () => approve('managerA', shift.id, { lunchMinutes: 480, reason: 'Long lunch' }),
      ['Lunch must be shorter than the time worked'],
    );
  });
});

describe('reminders (the worker’s own clock)', () => {
  /** Two instances of the worker, one round each at the same moment. */
  const bothInstancesAt = (now: Date) =>
    Promise.all([runTimesheetReminders(t, now), runTimesheetReminders(t, now)]);

  it('reminds the person the morning after the shift and on day 5, once each, never after submitting', async () => {
    const { shift, person, end } = await endedShift();
    // The shift ended an hour ago; the worker's clock runs on from there.
    const dayAfter = (days: number) => new Date(plus(end, days * DAY_MS).getTime());
    await bothInstancesAt(plus(end, 60_000));
    expect(await noticesOf(person.id, 'timesheet_due')).toEqual([]);
    await bothInstancesAt(dayAfter(1.5));
    await bothInstancesAt(dayAfter(2));
    const [first] = await noticesOf(person.id, 'timesheet_due');
    expect(first.shiftId).toBe(shift.id);
    expect(first.body).toMatch(/^Submit your timesheet by /);
    expect(await noticesOf(person.id, 'timesheet_due')).toHaveLength(1);
    await bothInstancesAt(dayAfter(5.5));
    await bothInstancesAt(dayAfter(6));
    expect(await noticesOf(person.id, 'timesheet_due')).toHaveLength(2);
    const mails = (await readOutbox(t.app, person.email)).filter(
      (mail) => mail.subject === 'Submit your Chairside timesheet',
    );
    expect(mails).toHaveLength(2);
  });

  const waitingOf = async (shiftId: number) =>
    (await noticesOf(world.a.manager.id, 'timesheet_waiting')).filter(
      (notice) => notice.shiftId === shiftId,
    );

  it('tells the managers once when a submitted timesheet has waited 3 days', async () => {
    const { shift, person, start } = await endedShift();
    await submit(person, shift.id, timesOf(start, 0, 480));
    const submittedAt = new Date();
    await bothInstancesAt(plus(submittedAt, 2 * DAY_MS));
    expect(await waitingOf(shift.id)).toEqual([]);
    await bothInstancesAt(plus(submittedAt, 3 * DAY_MS + 60_000));
    await bothInstancesAt(plus(submittedAt, 4 * DAY_MS));
    const waiting = await waitingOf(shift.id);
    expect(waiting).toHaveLength(1);
    expect(waiting[0].body).toContain(`${person.name}'s timesheet has waited 3 days for approval`);
    // The person submitted, so their own reminders stop.
    await bothInstancesAt(plus(submittedAt, 2 * DAY_MS));
    expect(await noticesOf(person.id, 'timesheet_due')).toEqual([]);
  });
});
