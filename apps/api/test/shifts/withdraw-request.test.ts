import { describe, expect, it } from 'vitest';
import { adminWorldForFile } from '../support/admin-file.ts';
import { requestWorld, type Caller } from '../support/request-world.ts';
import { messagesOf } from '../support/shift-world.ts';

const file = adminWorldForFile();
const { world, call } = file;

const HOUR_MS = 60 * 60 * 1000;

const { heldRequest: requested, callAs, noticesOf } = requestWorld(file);

const withdrawAs = (who: Caller, shiftId: number, requestId: number) =>
  callAs(who, { method: 'PATCH', url: `/api/shifts/${shiftId}/requests/${requestId}/withdraw` });

describe('withdrawing a request (issue #14 §2)', () => {
  it('lets the requester withdraw their request: declined as Withdrawn, the location’s managers are told', async () => {
    const { shift, person, request } = await requested();
    const response = await withdrawAs(person, shift.id, request.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: request.id,
      status: 'Requested',
      declined: true,
      declineReason: 'withdrawn',
    });
    for (const manager of [world.actors.managerA, world.actors.locationManagerA]) {
      const withdrawn = (await noticesOf(manager)).find(
        (item) => item.type === 'request_withdrawn' && item.shiftId === shift.id,
      );
      expect(withdrawn?.body).toContain(`${person.name} withdrew their request`);
    }
    expect(await noticesOf(person)).toEqual([]);
  });

  it('lets the person request the shift again after withdrawing', async () => {
    const { shift, person, request } = await requested();
    expect((await withdrawAs(person, shift.id, request.id)).statusCode).toBe(200);
    const again = await callAs(person, {
      method: 'POST',
      url: `/api/shifts/${shift.id}/requests`,
      payload: {},
    });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ id: request.id, declined: false, declineReason: null });
    const requests = await call('managerA', { url: `/api/shifts/${shift.id}/requests` });
    expect(requests.json()).toEqual([
      expect.objectContaining({ id: request.id, status: 'Requested', declined: false }),
    ]);
  });

  it('refuses an offered request: decline the offer instead (409)', async () => {
    const { shift, person, request } = await requested(10, 'Offered');
    const response = await withdrawAs(person, shift.id, request.id);
    expect(response.statusCode).toBe(409);
    expect(messagesOf(response)).toEqual([
      'This request has already been offered: decline the offer instead',
    ]);
  });

  it('refuses a request already withdrawn or declined: This request can no longer be changed (409)', async () => {
    const { shift, person, request } = await requested();
    expect((await withdrawAs(person, shift.id, request.id)).statusCode).toBe(200);
    const twice = await withdrawAs(person, shift.id, request.id);
    expect(twice.statusCode).toBe(409);
    expect(messagesOf(twice)).toEqual(['This request can no longer be changed']);
  });

  it('refuses once the shift has started: This shift has already started (409)', async () => {
    const { shift, person, request } = await requested(new Date(Date.now() - HOUR_MS));
    const response = await withdrawAs(person, shift.id, request.id);
    expect(response.statusCode).toBe(409);
    expect(messagesOf(response)).toEqual(['This shift has already started']);
  });

  it('refuses a manager withdrawing someone’s request (403), hides it from a fellow employee and another organization (404)', async () => {
    const { shift, request } = await requested();
    expect((await withdrawAs('managerA', shift.id, request.id)).statusCode).toBe(403);
    expect((await withdrawAs('employeeA', shift.id, request.id)).statusCode).toBe(404);
    expect((await withdrawAs('managerB', shift.id, request.id)).statusCode).toBe(404);
  });
});
