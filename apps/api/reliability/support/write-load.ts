import type { Database } from '../../src/db/client.ts';
import { createTokenService } from '../../src/auth/tokens.ts';
import {
  makeLocation,
  makeOrganization,
  makeManager,
  makeUser,
} from '../../test/support/factories.ts';
import { localFromNow } from '../../test/support/shift-world.ts';

/**
 * A write load for the crash suites: lanes of a manager's and employees' everyday writes
 * (post a shift, request it, offer, confirm or assign; invite a location manager who accepts),
 * sent to an API that may die at any moment. Every write the API acknowledged (a 2xx answer
 * reached the client) goes into a ledger; crash-checks.ts then looks for each of them, and for
 * anything half-done, in the database.
 */

export interface CrashWorld {
  organizationId: number;
  locationIds: [number, number];
  managerToken: string;
  /** Two employees per lane, so that lanes never compete for one person or one shift. */
  lanes: Array<{ first: Person; second: Person }>;
}

interface Person {
  id: number;
  token: string;
}

/** Inserts the organization, its two locations, a manager and the lanes' employees. */
export async function buildCrashWorld(
  db: Database,
  jwtSecret: string,
  laneCount: number,
): Promise<CrashWorld> {
  const tokens = createTokenService(jwtSecret, 24 * 60 * 60);
  const organization = await makeOrganization(db, { name: 'Crash Dental' });
  const first = await makeLocation(db, organization.id, { name: 'Crash One' });
  const second = await makeLocation(db, organization.id, { name: 'Crash Two' });
  const manager = await makeManager(db, organization.id, { email: 'manager@crash.test' });
  const person = async (email: string): Promise<Person> => {
    const user = await makeUser(db, { email, organizationId: organization.id });
    return { id: user.id, token: await tokens.sign(user.id) };
  };
  const lanes = [];
  for (let lane = 0; lane < laneCount; lane += 1) {
    lanes.push({
      first: await person(`first${lane}@crash.test`),
      second: await person(`second${lane}@crash.test`),
    });
  }
  return {
    organizationId: organization.id,
    locationIds: [first.id, second.id],
    managerToken: await tokens.sign(manager.id),
    lanes,
  };
}

export type AcknowledgedState = 'Requested' | 'Offered' | 'Confirmed';

/** What the API acknowledged, and how the calls went. */
export interface Ledger {
  shifts: Set<number>;
  /** Request id → the furthest state the API acknowledged for it. */
  requests: Map<number, AcknowledgedState>;
  invites: Set<number>;
  /** Accepted invites: the user created, and the locations the invite named. */
  users: Array<{ userId: number; inviteId: number; locationIds: number[] }>;
  sent: number;
  acknowledged: number;
  /** Calls that got no answer: the process was dead, or died while the call was in flight. */
  unanswered: number;
  /** Of those, the calls in flight when the process died (not refused at connect). */
  cutOff: number;
  /** Answers other than the expected 2xx: each one fails the suite. */
  unexpected: string[];
}

export function emptyLedger(): Ledger {
  return {
    shifts: new Set(),
    requests: new Map(),
    invites: new Set(),
    users: [],
    sent: 0,
    acknowledged: 0,
    unanswered: 0,
    cutOff: 0,
    unexpected: [],
  };
}

/** The API as the lanes see it: where it is now, and a promise for when it is back. */
export interface Target {
  url(): string;
  whenUp(): Promise<void>;
  /** Called on every acknowledged write: the crash schedule counts them. */
  onAcknowledged(): void;
}

class Unanswered extends Error {}
class UnexpectedAnswer extends Error {}

async function send<T>(
  target: Target,
  ledger: Ledger,
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  expected: number,
  options: { token?: string; body?: unknown } = {},
): Promise<T> {
  ledger.sent += 1;
  let response: Response;
  let text: string;
  try {
    response = await fetch(`${target.url()}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    text = await response.text();
  } catch (error) {
    // Connection refused or reset: no answer, so nothing was acknowledged.
    ledger.unanswered += 1;
    const cause = (error as { cause?: { code?: string } }).cause;
    if (cause?.code !== 'ECONNREFUSED') ledger.cutOff += 1;
    throw new Unanswered();
  }
  if (response.status !== expected) {
    ledger.unexpected.push(`${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
    throw new UnexpectedAnswer();
  }
  if (method !== 'GET') {
    ledger.acknowledged += 1;
    target.onAcknowledged();
  }
  return JSON.parse(text) as T;
}

/** Post a shift; both lane employees request it; then offer + confirm, or assign (every third). */
async function shiftRound(
  world: CrashWorld,
  lane: number,
  round: number,
  target: Target,
  ledger: Ledger,
) {
  const { first, second } = world.lanes[lane];
  const manager = world.managerToken;
  // A day of its own per lane and round: the lane's people are never booked twice at once.
  const shift = await send<{ id: number }>(target, ledger, 'POST', '/api/shifts', 201, {
    token: manager,
    body: {
      locationId: world.locationIds[round % 2],
      date: localFromNow(10 + lane * 400 + round, '08:00'),
      position: 'Hygienist',
      specialty: null,
      totalMinutes: 480,
      lunchMinutes: 30,
      notes: `lane ${lane} round ${round}`,
      internalNotes: null,
    },
  });
  ledger.shifts.add(shift.id);
  const requestOf = async (person: Person) => {
    const request = await send<{ id: number }>(
      target,
      ledger,
      'POST',
      `/api/shifts/${shift.id}/requests`,
      201,
      { token: person.token, body: { notes: null } },
    );
    ledger.requests.set(request.id, 'Requested');
    return request.id;
  };
  const firstRequest = await requestOf(first);
  await requestOf(second);
  if (round % 3 === 2) {
    const assigned = await send<{ id: number }>(
      target,
      ledger,
      'POST',
      `/api/shifts/${shift.id}/requests/assign-user`,
      200,
      { token: manager, body: { userId: second.id, notes: null } },
    );
    ledger.requests.set(assigned.id, 'Confirmed');
    return;
  }
  const requestPath = `/api/shifts/${shift.id}/requests/${firstRequest}`;
  await send(target, ledger, 'PATCH', `${requestPath}/offer`, 200, { token: manager });
  ledger.requests.set(firstRequest, 'Offered');
  await send(target, ledger, 'PATCH', `${requestPath}/confirm`, 200, { token: first.token });
  ledger.requests.set(firstRequest, 'Confirmed');
}

let inviteSequence = 0;

/**
 * A phone for the invitee: a random exchange (NANP: 2-9 first, no N11, not the premium 976) and
 * the sequence as the line, so that runs and processes do not share numbers (the API texts one
 * number at most 5 times an hour).
 */
function invitePhone(sequence: number): string {
  let exchange: number;
  do exchange = 200 + Math.floor(Math.random() * 800);
  while (exchange % 100 === 11 || exchange === 976);
  return `512${exchange}${String(sequence % 10_000).padStart(4, '0')}`;
}

/** The manager invites a location manager of both locations, who accepts the emailed link. */
async function inviteRound(world: CrashWorld, lane: number, target: Target, ledger: Ledger) {
  inviteSequence += 1;
  const email = `invitee${lane}-${inviteSequence}@crash.test`;
  const invite = await send<{ id: number }>(target, ledger, 'POST', '/api/invites', 201, {
    token: world.managerToken,
    body: {
      name: `Invitee ${inviteSequence}`,
      email,
      position: 'location_manager',
      managingLocationIds: world.locationIds,
    },
  });
  ledger.invites.add(invite.id);
  // The emailed link, read the way developers read it (GET /api/dev/outbox).
  const messages = await send<Array<{ text: string }>>(
    target,
    ledger,
    'GET',
    `/api/dev/outbox?to=${encodeURIComponent(email)}`,
    200,
  );
  const code = messages
    .map((message) => /verify-invite\?code=([\w-]+)/.exec(message.text)?.[1])
    .find(Boolean);
  if (!code) {
    ledger.unexpected.push(`invite ${invite.id} was acknowledged but no invite email is queued`);
    return;
  }
  const accepted = await send<{ userId: number }>(
    target,
    ledger,
    'POST',
    `/api/invites/verify?code=${code}`,
    200,
    {
      body: {
        password: 'Crash-Test-Pass-1',
        jobTitle: 'Front Desk',
        phoneNumber: invitePhone(inviteSequence),
      },
    },
  );
  ledger.users.push({
    userId: accepted.userId,
    inviteId: invite.id,
    locationIds: [...world.locationIds],
  });
}

/**
 * One lane: rounds of writes until `stopping()` says so. A call that gets no answer abandons the
 * round (what it wrote, if anything, is the checks' business) and waits for the API to be back.
 */
export async function runLane(
  world: CrashWorld,
  lane: number,
  target: Target,
  ledger: Ledger,
  stopping: () => boolean,
): Promise<void> {
  for (let round = 0; !stopping(); round += 1) {
    try {
      if (round % 4 === 3) await inviteRound(world, lane, target, ledger);
      else await shiftRound(world, lane, round, target, ledger);
    } catch (error) {
      if (error instanceof Unanswered) {
        if (stopping()) return;
        await target.whenUp();
      } else if (!(error instanceof UnexpectedAnswer)) {
        throw error;
      }
    }
  }
}
