import type { ShiftEvent } from '@chairside/domain';
import { describe, expect, it } from 'vitest';
import { recordShiftEvent } from '../../src/modules/shifts/history-service.ts';
import { runOfferDeadlines } from '../../src/modules/shifts/offer-deadlines.ts';
import { adminWorldForFile } from '../support/admin-file.ts';
import type { ActorKey } from '../support/admin-world.ts';
import { bearer } from '../support/app.ts';
import { freshMember, localFromNow } from '../support/shift-world.ts';

const { t, world, call } = adminWorldForFile();

const HOUR_MS = 60 * 60 * 1000;

type Person = { id: number; name: string; token: string };
type Who = Person | ActorKey;

const send = (
  who: Who,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) =>
  typeof who === 'string'
    ? call(who, { method, url, payload })
    : t.app.inject({ method, url, payload, headers: bearer(who.token) });

async function postShift() {
  const response = await send('managerA', 'POST', '/api/shifts', {
    locationId: world.a.locations[0].id,
    date: localFromNow(20, '09:00'),
    position: 'Hygienist',
    specialty: null,
    totalMinutes: 480,
    lunchMinutes: 60,
    notes: null,
    internalNotes: null,
  });
  expect(response.statusCode).toBe(201);
  return response.json().id as number;
}

const member = () => freshMember(t, world.a.organization.id);

async function requestAs(person: Person, shiftId: number) {
  const response = await send(person, 'POST', `/api/shifts/${shiftId}/requests`, {});
  expect(response.statusCode).toBe(201);
  return response.json().id as number;
}

async function act(who: Who, shiftId: number, requestId: number, action: string, payload?: object) {
  const url = `/api/shifts/${shiftId}/requests/${requestId}/${action}`;
  const response = await send(who, 'PATCH', url, payload);
  expect(response.statusCode).toBe(200);
}

async function historyAs(who: Who, shiftId: number): Promise<ShiftEvent[]> {
  const response = await send(who, 'GET', `/api/shifts/${shiftId}/history`);
  expect(response.statusCode).toBe(200);
  return response.json();
}

const steps = (events: ShiftEvent[]) =>
  events.map((event) => [event.kind, event.actor?.id ?? null, event.subject?.id ?? null]);

describe('a shift’s history (issue #16 §4)', () => {
  it('records posting, request, offer, confirmation and cancellation with who, oldest first', async () => {
    const manager = world.actors.managerA.user.id;
    const shiftId = await postShift();
    const person = await member();
    const requestId = await requestAs(person, shiftId);
    await act('managerA', shiftId, requestId, 'offer');
    await act(person, shiftId, requestId, 'confirm');
    await act(person, shiftId, requestId, 'cancel', { reason: 'Family emergency' });
    const events = await historyAs('managerA', shiftId);
    expect(steps(events)).toEqual([
      ['posted', manager, null],
      ['requested', person.id, person.id],
      ['offered', manager, person.id],
      ['confirmed', person.id, person.id],
      ['cancelled', person.id, person.id],
    ]);
    expect(events[1]).toMatchObject({ requestId, actor: { id: person.id, name: person.name } });
    expect(events[4].reason).toBe('Family emergency');
    const times = events.map((event) => Date.parse(event.createdAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(Math.abs(times[0] - Date.now())).toBeLessThan(60_000);
  });

  it('records a manager’s decline, an assignment, and the requests the assignment filled out as the system’s', async () => {
    const manager = world.actors.managerA.user.id;
    const shiftId = await postShift();
    const [declined, waiting, assigned] = [await member(), await member(), await member()];
    await act('managerA', shiftId, await requestAs(declined, shiftId), 'decline');
    await requestAs(waiting, shiftId);
    const response = await send('managerA', 'POST', `/api/shifts/${shiftId}/requests/assign-user`, {
      userId: assigned.id,
      notes: null,
    });
    expect(response.statusCode).toBe(200);
    const events = await historyAs('adminA', shiftId);
    expect(steps(events).slice(1)).toEqual([
      ['requested', declined.id, declined.id],
      ['declined', manager, declined.id],
      ['requested', waiting.id, waiting.id],
      ['assigned', manager, assigned.id],
      ['declined', null, waiting.id],
    ]);
    expect(events.at(-1)?.reason).toBe('filled');
  });

  it('records a withdrawal and an offer the person declined', async () => {
    const shiftId = await postShift();
    const [withdrawer, decliner] = [await member(), await member()];
    await act(withdrawer, shiftId, await requestAs(withdrawer, shiftId), 'withdraw');
    const offered = await requestAs(decliner, shiftId);
    await act('managerA', shiftId, offered, 'offer');
    await act(decliner, shiftId, offered, 'decline');
    const kinds = steps(await historyAs('managerA', shiftId)).slice(1);
    expect(kinds).toEqual([
      ['requested', withdrawer.id, withdrawer.id],
      ['withdrawn', withdrawer.id, withdrawer.id],
      ['requested', decliner.id, decliner.id],
      ['offered', world.actors.managerA.user.id, decliner.id],
      ['declined', decliner.id, decliner.id],
    ]);
  });

  it('records an offer left to expire as expired, by no one', async () => {
    const shiftId = await postShift();
    const person = await member();
    const requestId = await requestAs(person, shiftId);
    await act('managerA', shiftId, requestId, 'offer');
    await runOfferDeadlines(t, new Date(Date.now() + 25 * HOUR_MS));
    const last = (await historyAs('managerA', shiftId)).at(-1);
    expect(last).toMatchObject({
      kind: 'expired',
      actor: null,
      subject: { id: person.id },
      requestId,
    });
  });

  it('records an edit with each changed field, old and new', async () => {
    const shiftId = await postShift();
    const response = await send('managerA', 'PATCH', `/api/shifts/${shiftId}`, {
      lunchMinutes: 30,
    });
    expect(response.statusCode).toBe(200);
    expect((await historyAs('managerA', shiftId)).at(-1)).toMatchObject({
      kind: 'edited',
      actor: { id: world.actors.managerA.user.id },
      changes: [{ field: 'lunchMinutes', from: 60, to: 30 }],
    });
  });

  it('records in the change’s own transaction: a rolled-back change leaves no entry', async () => {
    const shiftId = await postShift();
    const before = await historyAs('managerA', shiftId);
    await expect(
      t.db.transaction(async (tx) => {
        await recordShiftEvent(tx, {
          shiftId,
          locationId: world.a.locations[0].id,
          kind: 'edited',
          actorId: world.actors.managerA.user.id,
          changes: [{ field: 'lunchMinutes', from: 60, to: 30 }],
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await historyAs('managerA', shiftId)).toEqual(before);
  });

  it('shows a restricted user only the entries they acted in or that are about their request', async () => {
    const shiftId = await postShift();
    const [mine, theirs] = [await member(), await member()];
    const requestId = await requestAs(mine, shiftId);
    await requestAs(theirs, shiftId);
    await act('managerA', shiftId, requestId, 'offer');
    expect(steps(await historyAs(mine, shiftId))).toEqual([
      ['requested', mine.id, mine.id],
      ['offered', world.actors.managerA.user.id, mine.id],
    ]);
    expect(await historyAs(await member(), shiftId)).toEqual([]);
  });

  it('answers 404 for a shift of another organization, 400 for an id that is not one', async () => {
    const shiftId = await postShift();
    expect((await send('managerB', 'GET', `/api/shifts/${shiftId}/history`)).statusCode).toBe(404);
    expect((await send('managerA', 'GET', '/api/shifts/nope/history')).statusCode).toBe(400);
    expect((await send('managerA', 'GET', '/api/shifts/999999/history')).statusCode).toBe(404);
  });

  it('keeps a deleted shift’s history readable to its organization’s admins only', async () => {
    const shiftId = await postShift();
    const person = await member();
    await requestAs(person, shiftId);
    expect((await send('managerA', 'DELETE', `/api/shifts/${shiftId}`)).statusCode).toBe(204);
    for (const admin of ['adminA', 'platformAdmin'] as const) {
      const kinds = (await historyAs(admin, shiftId)).map((event) => event.kind);
      expect(kinds).toEqual(['posted', 'requested', 'deleted']);
    }
    for (const other of ['managerA', 'locationManagerA', 'employeeA', 'adminB', person] as const) {
      expect((await send(other, 'GET', `/api/shifts/${shiftId}/history`)).statusCode).toBe(404);
    }
  });
});
