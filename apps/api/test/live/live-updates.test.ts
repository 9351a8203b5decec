import { EVENT_TICKET_TTL_SECONDS, LIVE_MESSAGES, type LiveEvent } from '@chairside/domain';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { shifts, users } from '../../src/db/schema.ts';
import { adminWorldForFile } from '../support/admin-file.ts';
import { bearer } from '../support/app.ts';
import { openStream, type OpenStream } from '../support/event-stream.ts';
import { freshMember, localFromNow, makeRequest, makeShift } from '../support/shift-world.ts';
import { eq, sql } from 'drizzle-orm';

const { t, world } = adminWorldForFile();
let baseUrl = '';
const streams: OpenStream[] = [];

beforeAll(async () => {
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});

afterEach(() => {
  vi.useRealTimers();
  for (const stream of streams.splice(0)) stream.close();
});

async function ticketOf(token: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/events/ticket',
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  return response.json().ticket;
}

async function streamOf(token: string, headers: Record<string, string> = {}) {
  const stream = await openStream(baseUrl, await ticketOf(token), headers);
  expect(stream.response.status).toBe(200);
  streams.push(stream);
  return stream;
}

const shiftAt = (locationId: number) => makeShift(t.db, { locationId, local: localFromNow(12) });

/**
 * How long an event may take to arrive: it does in milliseconds, but a NOTIFY on a loaded
 * two-core machine running PostgreSQL and the whole suite can take seconds.
 * Only a failing test waits this long.
 */
const ARRIVAL = { timeout: 10_000 };

/** Waits for `expected`; whatever was to arrive before it has arrived by then. */
async function until(stream: OpenStream, expected: LiveEvent) {
  await vi.waitFor(() => expect(stream.events).toContainEqual(expected), ARRIVAL);
}

describe('live updates (issue #15 §1)', () => {
  it('a ticket opens one stream: its second use answers 401', async () => {
    const ticket = await ticketOf(world.actors.managerA.token);
    const first = await openStream(baseUrl, ticket);
    streams.push(first);
    expect(first.response.status).toBe(200);
    const second = await fetch(`${baseUrl}/api/events?ticket=${ticket}`);
    expect(second.status).toBe(401);
    expect(((await second.json()) as { message: string }).message).toBe(
      LIVE_MESSAGES.invalidTicket,
    );
  });

  it('a ticket expires after 30 seconds', async () => {
    const ticket = await ticketOf(world.actors.managerA.token);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + (EVENT_TICKET_TTL_SECONDS + 1) * 1000);
    expect((await fetch(`${baseUrl}/api/events?ticket=${ticket}`)).status).toBe(401);
  });

  it('needs a signed-in caller for a ticket, and never takes the access token in the URL', async () => {
    const token = world.actors.managerA.token;
    expect((await t.app.inject({ method: 'POST', url: '/api/events/ticket' })).statusCode).toBe(
      401,
    );
    expect((await fetch(`${baseUrl}/api/events?access_token=${token}`)).status).toBe(400);
    expect((await fetch(`${baseUrl}/api/events?ticket=${token}`)).status).toBe(401);
  });

  it('streams text/event-stream uncompressed even when gzip is accepted', async () => {
    const stream = await streamOf(world.actors.managerA.token, { 'accept-encoding': 'gzip' });
    expect(stream.response.headers.get('content-type')).toContain('text/event-stream');
    expect(stream.response.headers.get('content-encoding')).toBe('identity');
    const shift = await shiftAt(world.a.locations[0].id);
    await until(stream, { kind: 'shift', id: shift.id });
  });

  it('a restricted employee hears of their own requests, never of another person’s', async () => {
    const mine = await freshMember(t, world.a.organization.id);
    const other = await freshMember(t, world.a.organization.id);
    const stream = await streamOf(mine.token);
    const shift = await shiftAt(world.a.locations[0].id);
    const theirs = await makeRequest(t.db, { shiftId: shift.id, employeeId: other.id });
    const own = await makeRequest(t.db, { shiftId: shift.id, employeeId: mine.id });
    await until(stream, { kind: 'request', id: own.id, shiftId: shift.id });
    expect(stream.events).not.toContainEqual(expect.objectContaining({ id: theirs.id }));
  });

  it('a manager hears of every request of their shifts', async () => {
    const stream = await streamOf(world.actors.managerA.token);
    const shift = await shiftAt(world.a.locations[1].id);
    const request = await makeRequest(t.db, { shiftId: shift.id, employeeId: world.a.employee.id });
    await until(stream, { kind: 'request', id: request.id, shiftId: shift.id });
  });

  it('never carries a shift of another organization', async () => {
    const stream = await streamOf(world.actors.managerA.token);
    const elsewhere = await shiftAt(world.b.locations[0].id);
    const own = await shiftAt(world.a.locations[0].id);
    await until(stream, { kind: 'shift', id: own.id });
    expect(stream.events).not.toContainEqual({ kind: 'shift', id: elsewhere.id });
  });

  it('announces nothing for a rolled-back transaction', async () => {
    const stream = await streamOf(world.actors.managerA.token);
    const template = { ...(await shiftAt(world.b.locations[0].id)), id: undefined };
    let rolledBack = 0;
    await t.db
      .transaction(async (tx) => {
        const [row] = await tx
          .insert(shifts)
          .values({ ...template, locationId: world.a.locations[0].id })
          .returning();
        rolledBack = row.id;
        throw new Error('roll back');
      })
      .catch(() => {});
    const committed = await shiftAt(world.a.locations[0].id);
    await until(stream, { kind: 'shift', id: committed.id });
    expect(stream.events).not.toContainEqual({ kind: 'shift', id: rolledBack });
  });

  it('announces a bulk write of over 100 rows as one resync instead of each row', async () => {
    const stream = await streamOf(world.actors.managerA.token);
    const template = { ...(await shiftAt(world.a.locations[0].id)), id: undefined };
    const bulk = await t.db
      .insert(shifts)
      .values(Array.from({ length: 150 }, () => template))
      .returning({ id: shifts.id });
    await until(stream, { kind: 'resync' });
    const bulkIds = new Set(bulk.map((row) => row.id));
    const perRow = stream.events.filter((event) => event.kind === 'shift' && bulkIds.has(event.id));
    expect(perRow).toHaveLength(100);
    expect(perRow).not.toContainEqual({ kind: 'shift', id: bulk[149].id });
  });

  it('tells a stream whose Last-Event-ID cannot be resumed to refetch (resync)', async () => {
    const stream = await streamOf(world.actors.managerA.token, { 'last-event-id': 'gone-7' });
    await until(stream, { kind: 'resync' });
  });

  it('ends the stream when the user’s sessions are revoked', async () => {
    const person = await freshMember(t, world.a.organization.id);
    const stream = await streamOf(person.token);
    await t.db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, person.id));
    await vi.waitFor(() => expect(stream.ended()).toBe(true), ARRIVAL);
  });

  it('ends the stream when the user is deactivated', async () => {
    const person = await freshMember(t, world.a.organization.id);
    const stream = await streamOf(person.token);
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, person.id));
    await vi.waitFor(() => expect(stream.ended()).toBe(true), ARRIVAL);
  });
});
