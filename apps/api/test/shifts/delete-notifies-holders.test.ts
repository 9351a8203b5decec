import { describe, expect, it } from 'vitest';
import { adminWorldForFile } from '../support/admin-file.ts';
import { makeLocation } from '../support/factories.ts';
import { readOutbox } from '../support/outbox.ts';
import { freshMember, localFromNow, makeRequest, makeShift } from '../support/shift-world.ts';

const { t, world, del } = adminWorldForFile();

const person = () => freshMember(t, world.a.organization.id);

const cancellations = async (to: string) =>
  (await readOutbox(t.app, to)).filter(
    (message) => message.subject === 'A Chairside shift was cancelled',
  );

describe('deleting a shift tells the people holding a request or an offer on it (trust #11 item 12)', () => {
  it('emails each live requester and offer holder what was cancelled, and nobody whose request was declined', async () => {
    const location = await makeLocation(t.db, world.a.organization.id, {
      name: 'Cedar Park',
      timezone: 'America/Chicago',
    });
    const day = localFromNow(15).slice(0, 10);
    const shift = await makeShift(t.db, {
      locationId: location.id,
      local: `${day}T08:30`,
      position: 'Front Desk',
    });
    const [requester, offered, declined] = [await person(), await person(), await person()];
    await makeRequest(t.db, { shiftId: shift.id, employeeId: requester.id });
    await makeRequest(t.db, { shiftId: shift.id, employeeId: offered.id, status: 'Offered' });
    await makeRequest(t.db, { shiftId: shift.id, employeeId: declined.id, declined: true });

    const response = await del('managerA', `/api/shifts/${shift.id}`);
    expect(response.statusCode).toBe(204);

    const when = new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', {
      timeZone: 'UTC',
      weekday: 'short',
      month: 'short',
      day: 'numeric',
    });
    const described = `Front Desk at ${world.a.organization.name} - Cedar Park, ${when} at 8:30 AM`;
    const [toRequester] = await cancellations(requester.email);
    expect(toRequester.text).toContain(`Hi ${requester.name},`);
    expect(toRequester.text).toContain('your request for it no longer stands');
    expect(toRequester.text).toContain(`\n${described}\n`);
    expect(toRequester.text).toContain('http://localhost:3000/dashboard/shifts\n');
    const [toOffered] = await cancellations(offered.email);
    expect(toOffered.text).toContain('your offer for it no longer stands');
    expect(toOffered.text).toContain(`\n${described}\n`);
    expect(await cancellations(declined.email)).toEqual([]);
  });

  it('sends nothing when a refused delete leaves the shift in place', async () => {
    const shift = await makeShift(t.db, {
      locationId: world.a.locations[1].id,
      local: localFromNow(16),
    });
    const requester = await person();
    await makeRequest(t.db, { shiftId: shift.id, employeeId: requester.id });
    const refused = await del('employeeA', `/api/shifts/${shift.id}`);
    expect(refused.statusCode).toBe(403);
    expect(await cancellations(requester.email)).toEqual([]);
  });
});
