import type { DatabaseHandle } from '../src/db/client.ts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTokenService } from '../src/auth/tokens.ts';
import { openStream, type OpenStream } from '../test/support/event-stream.ts';
import { makeLocation, makeOrganization, makeUser } from '../test/support/factories.ts';
import { localFromNow, makeRequest, makeShift } from '../test/support/shift-world.ts';
import { type ApiProcess, startApi, stopAllApis } from './support/api-process.ts';
import { call } from './support/http-call.ts';
import { createScratchDatabase, openScratchDatabase } from './support/scratch-database.ts';

/**
 * Issue #15 §1 across instances: two API processes on one PostgreSQL database, the stream on
 * one and the write on the other. The event travels by LISTEN/NOTIFY, nothing else is shared.
 */

const JWT_SECRET = 'reliability-live-updates-secret-0123456789abcdef';
const PORTS = [4331, 4332] as const;
/** Issue #15 §1's bound for a change to show on another person's open page. */
const LIVE_MS = 2000;

let streamSide: ApiProcess;
let writeSide: ApiProcess;
let database: DatabaseHandle;
const tokens = createTokenService(JWT_SECRET, 3600);
const streams: OpenStream[] = [];

beforeAll(async () => {
  const url = await createScratchDatabase('chairside_reliability_live');
  [streamSide, writeSide] = await Promise.all(
    PORTS.map((port) => startApi({ port, env: { DATABASE_URL: url, JWT_SECRET } })),
  );
  database = openScratchDatabase(url);
});

afterAll(async () => {
  for (const stream of streams) stream.close();
  await stopAllApis();
  await database?.close();
});

async function streamOn(api: ApiProcess, token: string) {
  const ticket = await call<{ ticket: string }>(api.url, 'POST', '/api/events/ticket', { token });
  expect(ticket.status).toBe(200);
  const stream = await openStream(api.url, ticket.body.ticket);
  expect(stream.response.status).toBe(200);
  streams.push(stream);
  return stream;
}

describe('live updates across two instances on one PostgreSQL (issue #15 §1)', () => {
  it('an offer written on one instance reaches the person’s stream on the other, then the acceptance the manager’s', async () => {
    const organization = await makeOrganization(database.db, { name: 'Live Dental' });
    const location = await makeLocation(database.db, organization.id, { name: 'Live One' });
    const manager = await makeUser(database.db, {
      email: 'manager@live.test',
      organizationId: organization.id,
      position: 'manager',
    });
    const person = await makeUser(database.db, {
      email: 'person@live.test',
      organizationId: organization.id,
    });
    const shift = await makeShift(database.db, { locationId: location.id, local: localFromNow(9) });
    const request = await makeRequest(database.db, { shiftId: shift.id, employeeId: person.id });
    const managerToken = await tokens.sign(manager.id);
    const personToken = await tokens.sign(person.id);
    const requestEvent = { kind: 'request', id: request.id, shiftId: shift.id };

    const personsStream = await streamOn(streamSide, personToken);
    const managersStream = await streamOn(streamSide, managerToken);
    const path = `/api/shifts/${shift.id}/requests/${request.id}`;

    const offered = await call(writeSide.url, 'PATCH', `${path}/offer`, { token: managerToken });
    expect(offered.status).toBe(200);
    await vi.waitFor(() => expect(personsStream.events).toContainEqual(requestEvent), {
      timeout: LIVE_MS,
    });

    managersStream.events.length = 0;
    const confirmed = await call(writeSide.url, 'PATCH', `${path}/confirm`, {
      token: personToken,
    });
    expect(confirmed.status).toBe(200);
    await vi.waitFor(() => expect(managersStream.events).toContainEqual(requestEvent), {
      timeout: LIVE_MS,
    });
  });
});
