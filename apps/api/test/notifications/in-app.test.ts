import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { shiftRequests } from '../../src/db/schema.ts';
import { adminWorldForFile } from '../support/admin-file.ts';
import { bearer } from '../support/app.ts';
import { freshMember, localFromNow, makeRequest, makeShift } from '../support/shift-world.ts';

const { t, world, call } = adminWorldForFile();

type Person = { token: string };

const shiftOfA = () =>
  makeShift(t.db, {
    locationId: world.a.locations[0].id,
    local: localFromNow(10),
    createdBy: world.a.manager.id,
  });

const member = () => freshMember(t, world.a.organization.id);

const as = (person: Person, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: bearer(person.token) });

const notificationsOf = async (person: Person, query = '') =>
  (await as(person, 'GET', `/api/notifications${query}`)).json();

const unreadOf = async (person: Person) =>
  (await as(person, 'GET', '/api/notifications/unread-count')).json().count;

/** A fresh member of A with a pending request on a new shift, offered by A's manager. */
async function offered() {
  const shift = await shiftOfA();
  const person = await member();
  const request = await makeRequest(t.db, { shiftId: shift.id, employeeId: person.id });
  const offer = await call('managerA', {
    method: 'PATCH',
    url: `/api/shifts/${shift.id}/requests/${request.id}/offer`,
  });
  expect(offer.statusCode).toBe(200);
  return { shift, person, request };
}

describe('in-app notifications (issue #14 §2)', () => {
  it('writes an offer received notification linking to its shift, unread', async () => {
    const { shift, person } = await offered();
    const page = await notificationsOf(person);
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({
      type: 'offer_received',
      title: 'You have a shift offer',
      shiftId: shift.id,
      readAt: null,
    });
    expect(page.items[0].body).toContain('Hygienist');
    expect(await unreadOf(person)).toBe(1);
  });

  it('answers a standing offer’s deadline and zone on its notice, and none once answered (issue #26 §7)', async () => {
    const { shift, person, request } = await offered();
    const [offer] = (await notificationsOf(person)).items;
    const [row] = await t.db
      .select({ at: shiftRequests.offerExpiresAt })
      .from(shiftRequests)
      .where(eq(shiftRequests.id, request.id));
    expect(offer.answerBy).toEqual({ at: row.at!.toISOString(), timezone: shift.timezone });
    const confirmed = await t.app.inject({
      method: 'PATCH',
      url: `/api/shifts/${shift.id}/requests/${request.id}/confirm`,
      headers: bearer(person.token),
    });
    expect(confirmed.statusCode).toBe(200);
    const items = (await notificationsOf(person)).items as { type: string; answerBy: unknown }[];
    expect(items.find((item) => item.type === 'offer_received')?.answerBy).toBeNull();
  });

  it('tells the location’s managers of a new request', async () => {
    const shift = await shiftOfA();
    const person = await member();
    const before = await unreadOf(world.actors.locationManagerA);
    const response = await as(person, 'POST', `/api/shifts/${shift.id}/requests`, {});
    expect(response.statusCode).toBe(201);
    expect(await unreadOf(world.actors.locationManagerA)).toBe(before + 1);
    const [latest] = (await notificationsOf(world.actors.locationManagerA)).items;
    expect(latest).toMatchObject({ type: 'request_received', shiftId: shift.id });
    expect(latest.body).toContain(`${person.name} asked for a shift`);
  });

  it('lists newest first, a page at a time, with the total', async () => {
    const person = await member();
    for (let i = 0; i < 3; i += 1) {
      const shift = await shiftOfA();
      const request = await makeRequest(t.db, { shiftId: shift.id, employeeId: person.id });
      await call('managerA', {
        method: 'PATCH',
        url: `/api/shifts/${shift.id}/requests/${request.id}/offer`,
      });
    }
    const all = await notificationsOf(person);
    const ids = all.items.map((item: { id: number }) => item.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const second = await notificationsOf(person, '?limit=2&offset=2');
    expect(second).toEqual({ items: [all.items[2]], total: 3 });
  });

  it('marks only the caller’s own notifications read: another person’s ids are ignored', async () => {
    const mine = await offered();
    const theirs = await offered();
    const [their] = (await notificationsOf(theirs.person)).items;
    const [own] = (await notificationsOf(mine.person)).items;
    const response = await as(mine.person, 'POST', '/api/notifications/read', {
      ids: [own.id, their.id],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ count: 0 });
    expect((await notificationsOf(mine.person)).items[0].readAt).not.toBeNull();
    expect(await unreadOf(theirs.person)).toBe(1);
  });

  it('marks all of the caller’s notifications read with {all: true}', async () => {
    const { shift, person, request } = await offered();
    await call('managerA', {
      method: 'PATCH',
      url: `/api/shifts/${shift.id}/requests/${request.id}/confirm`,
    });
    expect(await unreadOf(person)).toBeGreaterThan(0);
    const response = await as(person, 'POST', '/api/notifications/read', { all: true });
    expect(response.json()).toEqual({ count: 0 });
  });

  it('refuses a read payload that is neither ids nor all (400)', async () => {
    const person = await member();
    for (const payload of [{}, { ids: [] }, { ids: ['x'] }, { ids: [2 ** 31] }, { all: false }]) {
      expect((await as(person, 'POST', '/api/notifications/read', payload)).statusCode).toBe(400);
    }
  });

  it('tells request holders of a deleted shift, the notice left without a link', async () => {
    const shift = await shiftOfA();
    const person = await member();
    await makeRequest(t.db, { shiftId: shift.id, employeeId: person.id });
    const removed = await call('managerA', { method: 'DELETE', url: `/api/shifts/${shift.id}` });
    expect(removed.statusCode).toBe(204);
    const [notice] = (await notificationsOf(person)).items;
    expect(notice).toMatchObject({ type: 'shift_deleted', shiftId: null });
  });

  it('needs a signed-in caller (401)', async () => {
    expect((await t.app.inject({ url: '/api/notifications' })).statusCode).toBe(401);
  });
});
