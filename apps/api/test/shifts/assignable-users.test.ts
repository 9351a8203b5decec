import { describe, expect, it } from 'vitest';
import { adminWorldForFile } from '../support/admin-file.ts';
import type { ActorKey } from '../support/admin-world.ts';
import { MAY_ASSIGN, MAY_NOT_ASSIGN } from '../support/assign-permissions.ts';
import { makeUser, type MakeUserOptions } from '../support/factories.ts';
import { localFromNow, makeRequest, makeShift, type Shift } from '../support/shift-world.ts';

const { t, world, get, post } = adminWorldForFile();

let sequence = 0;
/**
 * A fresh member of an organization named '<word> <name>', so a search for the word finds only
 * the people of one test.
 */
async function member(word: string, name: string, options: MakeUserOptions = {}) {
  sequence += 1;
  return makeUser(t.db, {
    email: `${name}${sequence}.${word}@assignable.test`.toLowerCase(),
    name: `${word} ${name}`,
    organizationId: world.a.organization.id,
    ...options,
  });
}

let day = 10;
/** A fresh open shift at location 1 (managed by A's location manager) or 2 (by nobody). */
function openShift(options: Partial<Parameters<typeof makeShift>[1]> = {}, index: 0 | 1 = 1) {
  day += 2;
  return makeShift(t.db, {
    locationId: world.a.locations[index].id,
    local: localFromNow(day, '08:00'),
    totalMinutes: 480,
    ...options,
  });
}

const assignable = (actor: ActorKey, shift: Shift | number, query = '') =>
  get(
    actor,
    `/api/shifts/${typeof shift === 'number' ? shift : shift.id}/assignable-users${query}`,
  );

const namesOf = (response: { json: () => { name: string }[] }) =>
  response.json().map((person) => person.name);

describe('GET /api/shifts/:shiftId/assignable-users', () => {
  it('orders people whose job title fits the shift first, then those who requested it, then by name', async () => {
    const shift = await openShift({ position: 'Hygienist' });
    const abe = await member('Ordering', 'Abe', { jobTitle: 'Front Desk' });
    const cara = await member('Ordering', 'Cara', { jobTitle: 'Front Desk', position: 'manager' });
    const bea = await member('Ordering', 'Bea', { jobTitle: 'Hygienist' });
    const dan = await member('Ordering', 'Dan', { jobTitle: 'Hygienist' });
    const eve = await member('Ordering', 'Eve', { jobTitle: 'Hygienist' });
    await makeRequest(t.db, { shiftId: shift.id, employeeId: cara.id });
    await makeRequest(t.db, { shiftId: shift.id, employeeId: dan.id, status: 'Offered' });
    await makeRequest(t.db, { shiftId: shift.id, employeeId: eve.id, declined: true });

    const response = await assignable('managerA', shift, '?search=ordering');
    expect(response.statusCode).toBe(200);
    const mark = (person: { id: number; name: string; email: string; jobTitle: string }) => ({
      id: person.id,
      name: person.name,
      email: person.email,
      jobTitle: person.jobTitle,
      bookedAtThatTime: false,
      // Issue #27: the organization's own staff are trusted by the default check: no chip.
      credentialChip: null,
    });
    expect(response.json()).toEqual([
      { ...mark(dan), fits: true, requestedThisShift: true, notAssignable: [] },
      { ...mark(bea), fits: true, requestedThisShift: false, notAssignable: [] },
      // A declined request no longer counts as asking for the shift.
      { ...mark(eve), fits: true, requestedThisShift: false, notAssignable: [] },
      // Issue #24 §1: shown, with the reason assign would answer.
      {
        ...mark(cara),
        fits: false,
        requestedThisShift: true,
        notAssignable: [
          {
            rule: 'job-title',
            message: "Ordering Cara's job title, Front Desk, cannot work a Hygienist shift",
          },
        ],
      },
      {
        ...mark(abe),
        fits: false,
        requestedThisShift: false,
        notAssignable: [
          {
            rule: 'job-title',
            message: "Ordering Abe's job title, Front Desk, cannot work a Hygienist shift",
          },
        ],
      },
    ]);
  });

  it('fits a Specialty Assistant-Endo to a Dental Assistant-Specialty shift in Endodontics, not in Orthodontics', async () => {
    const endo = await openShift({
      position: 'Dental Assistant-Specialty',
      specialty: 'Endodontics',
    });
    const ortho = await openShift({
      position: 'Dental Assistant-Specialty',
      specialty: 'Orthodontics',
    });
    await member('Specialty', 'Gia', { jobTitle: 'Dental Assistant-General Practice' });
    await member('Specialty', 'Hal', { jobTitle: 'Specialty Assistant-Endo' });

    /** Each specialty member's name and whether they fit `shift`, in the list's order. */
    const fits = async (shift: Shift) =>
      (await assignable('managerA', shift, '?search=specialty'))
        .json()
        .map((person: { name: string; fits: boolean }) => [person.name, person.fits]);
    expect(await fits(endo)).toEqual([
      ['Specialty Hal', true],
      ['Specialty Gia', false],
    ]);
    expect(await fits(ortho)).toEqual([
      ['Specialty Gia', false],
      ['Specialty Hal', false],
    ]);
  });

  it('marks those confirmed on another shift at that time, whom assigning refuses', async () => {
    const shift = await openShift();
    const overlapping = await makeShift(t.db, {
      locationId: world.a.locations[0].id,
      local: localFromNow(day, '12:00'),
      totalMinutes: 240,
    });
    const later = await makeShift(t.db, {
      locationId: world.a.locations[0].id,
      local: localFromNow(day, '16:00'),
      totalMinutes: 240,
    });
    const busy = await member('Booking', 'Ida');
    const free = await member('Booking', 'Jon');
    await makeRequest(t.db, { shiftId: overlapping.id, employeeId: busy.id, status: 'Confirmed' });
    await makeRequest(t.db, { shiftId: later.id, employeeId: free.id, status: 'Confirmed' });

    const response = await assignable('managerA', shift, '?search=booking');
    expect(
      response
        .json()
        .map((person: { name: string; bookedAtThatTime: boolean }) => [
          person.name,
          person.bookedAtThatTime,
        ]),
    ).toEqual([
      ['Booking Ida', true],
      ['Booking Jon', false],
    ]);
    const refusal = await post('managerA', `/api/shifts/${shift.id}/requests/assign-user`, {
      userId: busy.id,
    });
    expect(refusal.statusCode).toBe(409);
  });

  it('searches names and emails on the server', async () => {
    const shift = await openShift();
    const kim = await member('Searching', 'Kim');
    await member('Searching', 'Lou');

    expect(namesOf(await assignable('managerA', shift, '?search=searching%20k'))).toEqual([
      'Searching Kim',
    ]);
    const byEmail = await assignable('managerA', shift, `?search=${encodeURIComponent(kim.email)}`);
    expect(namesOf(byEmail)).toEqual(['Searching Kim']);
  });

  it('offers only active people of the shift’s organization', async () => {
    const shift = await openShift();
    await member('Scoping', 'Max');
    await member('Scoping', 'Ned', { isActive: false });
    await member('Scoping', 'Oda', { organizationId: world.b.organization.id });
    await member('Scoping', 'Pia', { organizationId: null });

    expect(namesOf(await assignable('platformAdmin', shift, '?search=scoping'))).toEqual([
      'Scoping Max',
    ]);
    const everyone = await assignable('managerA', shift, '?search=');
    const ids = everyone.json().map((person: { id: number }) => person.id);
    expect(ids).toContain(world.a.manager.id);
    expect(ids).not.toContain(world.a.inactiveEmployee.id);
    expect(ids).not.toContain(world.b.employee.id);
    expect(ids).not.toContain(world.independent.id);
    expect(ids).not.toContain(world.platformAdmin.id);
  });

  it('answers 50 people a page, the next page with `page`', async () => {
    const shift = await openShift();
    for (let index = 0; index < 51; index += 1) {
      await member('Paging', `P${String(index).padStart(2, '0')}`);
    }
    const first = namesOf(await assignable('managerA', shift, '?search=paging'));
    const second = namesOf(await assignable('managerA', shift, '?search=paging&page=2'));
    expect(first).toHaveLength(50);
    expect(first[0]).toBe('Paging P00');
    expect(second).toEqual(['Paging P50']);
  });

  it.each(MAY_ASSIGN)('lets %s, who may assign the shift, ask', async (_who, actor, index) => {
    const shift = await openShift({}, index);
    expect((await assignable(actor, shift)).statusCode).toBe(200);
  });

  it.each(MAY_NOT_ASSIGN)('refuses %s, as assigning does', async (_who, actor, index, status) => {
    const shift = await openShift({}, index);
    expect((await assignable(actor, shift)).statusCode).toBe(status);
  });

  it('answers 404 for a shift that does not exist', async () => {
    expect((await assignable('platformAdmin', 987_654)).statusCode).toBe(404);
  });

  it.each([['?page=0'], ['?page=abc'], [`?search=${'x'.repeat(201)}`]])(
    'refuses bad input %s with 400',
    async (query) => {
      const shift = await openShift();
      expect((await assignable('managerA', shift, query)).statusCode).toBe(400);
    },
  );
});
