import {
  addDaysToDate,
  AUTH_MESSAGES,
  PHONE_MESSAGES,
  REPEAT_MESSAGES,
  REQUEST_MESSAGES,
  weekStartOf,
  type CopyWeekAnswer,
  type ErrorBody,
  type ShiftRequest,
} from '@chairside/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client.ts';
import { AUTH_LIMITS, MESSAGES_PER_TARGET } from '../src/auth/limits.ts';
import { issueOnboardingToken, sendPhoneCode } from '../src/auth/phone-codes.ts';
import { DEMO_ORGANIZATIONS, DEMO_PASSWORD, PLATFORM_ADMIN } from '../src/seed/demo-data.ts';
import { createTokenService } from '../src/auth/tokens.ts';
import {
  makeLocation,
  makeOrganization,
  makeManager,
  makeUser,
  TEST_PASSWORD,
} from '../test/support/factories.ts';
import { startLoopbackTwilio } from '../test/support/loopback-twilio.ts';
import { localFromNow, makeShift } from '../test/support/shift-world.ts';
import { queryRows } from '../test/support/sql.ts';
import { letAMinutePass } from '../test/support/throttles.ts';
import { type ApiProcess, startApi, stopAllApis } from './support/api-process.ts';
import { overlappingConfirmations } from './support/crash-checks.ts';
import { type Answer, call, forgotPassword, login } from './support/http-call.ts';
import { createScratchDatabase, openScratchDatabase } from './support/scratch-database.ts';
import { seededRandom } from './support/seeded-random.ts';

/**
 * Issue 7 part 3: two API processes on one PostgreSQL database, and the rules that must hold
 * across them: one confirmed request per shift, one person never confirmed on overlapping
 * shifts, and the sign-in lockout, phone-code attempt limit and resend cooldown counted once for
 * both. Every burst goes out at once and alternates between the two processes.
 */

const JWT_SECRET = 'reliability-concurrency-secret-0123456789abcdef';
const BOOTSTRAP_ADMIN = { email: 'root@concurrency.test', password: 'Bootstrap-Pass-1' };
const PORTS = [4311, 4312] as const;
const STARTUP_PORTS = [4313, 4314] as const;

let apis: ApiProcess[] = [];
let database: DatabaseHandle;
let twilio: Awaited<ReturnType<typeof startLoopbackTwilio>>;
const tokens = createTokenService(JWT_SECRET, 3600);

beforeAll(async () => {
  const url = await createScratchDatabase('chairside_reliability_concurrency');
  // In production a phone code is texted only with a text provider configured (else 503).
  twilio = await startLoopbackTwilio();
  // Both start together on the empty database: they migrate and create the bootstrap admin at
  // the same moment. TRUST_PROXY as behind a load balancer: each hammering call below comes
  // "from" an address of its own.
  const env = {
    DATABASE_URL: url,
    JWT_SECRET,
    TRUST_PROXY: 'true',
    BOOTSTRAP_ADMIN_EMAIL: BOOTSTRAP_ADMIN.email,
    BOOTSTRAP_ADMIN_PASSWORD: BOOTSTRAP_ADMIN.password,
    TWILIO_ACCOUNT_SID: twilio.config.accountSid,
    TWILIO_AUTH_TOKEN: twilio.config.authToken,
    TWILIO_FROM: twilio.config.from,
    TWILIO_API_BASE: twilio.config.apiBase,
  };
  apis = await Promise.all(PORTS.map((port) => startApi({ port, env })));
  database = openScratchDatabase(url);
});

afterAll(async () => {
  await stopAllApis();
  await database?.close();
  await twilio?.close();
});

type Kind = 'create' | 'duplicate' | 'offer' | 'confirm' | 'assign' | 'decline';
/** A request, or the refusal of one. */
type RequestAnswer = Pick<ShiftRequest, 'id' | 'employeeId'> & Partial<ErrorBody>;
interface Job {
  kind: Kind;
  shiftId: number;
  run: (baseUrl: string) => Promise<Answer<RequestAnswer>>;
}
interface Outcome {
  kind: Kind;
  shiftId: number;
  answer: Answer<RequestAnswer>;
  via: number;
}

/** A fixed pseudo-random order, so a failing mix can be replayed. */
function shuffled<T>(items: T[], seed: number): T[] {
  const random = seededRandom(seed);
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other], copy[index]];
  }
  return copy;
}

/** Sends every job at once, alternating between the two processes. */
async function burst(jobs: Job[], seed: number): Promise<Outcome[]> {
  return Promise.all(
    shuffled(jobs, seed).map(async (job, index) => ({
      kind: job.kind,
      shiftId: job.shiftId,
      via: index % 2,
      answer: await job.run(apis[index % 2].url),
    })),
  );
}

/** Sends `attempts` calls at once, alternating between the two processes: their answers. */
function onBothProcesses<T>(attempts: number, send: (url: string, index: number) => Promise<T>) {
  return Promise.all(
    Array.from({ length: attempts }, (_, index) => send(apis[index % 2].url, index)),
  );
}

function tally(outcomes: Outcome[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { kind, answer } of outcomes) {
    const key = `${kind} ${answer.status}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

function messagesOf(answer: Answer<RequestAnswer>): string[] {
  const { message } = answer.body;
  return Array.isArray(message) ? message : [String(message)];
}

const count = (outcomes: Outcome[], kind: Kind, status: number) =>
  outcomes.filter((outcome) => outcome.kind === kind && outcome.answer.status === status).length;

async function scalar(query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await queryRows<{ value: number }>(database.db, query);
  return Number(row.value);
}

describe('instances starting together', () => {
  it('two instances starting at once on an empty database with SEED_DEMO=true both come up, and the demo data is there once', async () => {
    const url = await createScratchDatabase('chairside_reliability_startup');
    const env = {
      DATABASE_URL: url,
      JWT_SECRET,
      SEED_DEMO: 'true',
      ALLOW_DEMO_IN_PRODUCTION: 'true',
    };
    const pair = await Promise.all(STARTUP_PORTS.map((port) => startApi({ port, env })));
    const check = openScratchDatabase(url);
    try {
      const [row] = await queryRows<{ organizations: number; admins: number }>(
        check.db,
        sql`select
              (select count(*)::int from organizations) as "organizations",
              (select count(*)::int from users where email = ${PLATFORM_ADMIN.email}) as "admins"`,
      );
      expect(row).toEqual({ organizations: DEMO_ORGANIZATIONS.length, admins: 1 });
      for (const api of pair) {
        const answer = await login(api.url, PLATFORM_ADMIN.email, DEMO_PASSWORD);
        expect(answer.status).toBe(200);
      }
    } finally {
      await Promise.all(pair.map((api) => api.stop()));
      await check.close();
    }
  });

  it('two instances starting at once with the same bootstrap admin both come up; the admin exists once and signs in on both', async () => {
    expect(
      await scalar(
        sql`select count(*)::int as value from users where email = ${BOOTSTRAP_ADMIN.email}`,
      ),
    ).toBe(1);
    for (const api of apis) {
      const answer = await login(api.url, BOOTSTRAP_ADMIN.email, BOOTSTRAP_ADMIN.password);
      expect(answer.status).toBe(200);
    }
  });
});

describe('requests, offers, confirms and assigns on the same shifts from two processes', () => {
  it('hundreds of simultaneous calls leave one confirmed request per shift, no overlapping confirmations, every other request declined, and one message per acknowledged change', async () => {
    const db = database.db;
    const organization = await makeOrganization(db, { name: 'Race Dental' });
    const location = await makeLocation(db, organization.id, { name: 'Race Office' });
    const manager = await makeManager(db, organization.id, { email: 'manager@race.test' });
    const managerToken = await tokens.sign(manager.id);
    const people = async (prefix: string, howMany: number) => {
      const made = [];
      for (let index = 0; index < howMany; index += 1) {
        const user = await makeUser(db, {
          email: `${prefix}${index}@race.test`,
          name: `${prefix} ${index}`,
          organizationId: organization.id,
        });
        made.push({ id: user.id, token: await tokens.sign(user.id) });
      }
      return made;
    };
    // 30 get offers and confirm them, 10 are assigned, 10 request while offers go out (and are
    // partly declined), 10 request during the final race.
    const offered = await people('offered', 30);
    const assignees = await people('assignee', 10);
    const lateOnes = await people('late', 10);
    const latest = await people('latest', 10);

    // Four six-hour shifts a day, three hours apart: each overlaps its neighbours.
    const shifts = [];
    for (const days of [12, 13]) {
      for (const clock of ['07:00', '10:00', '13:00', '16:00']) {
        shifts.push(
          await makeShift(db, {
            locationId: location.id,
            local: localFromNow(days, clock),
            totalMinutes: 360,
            createdBy: manager.id,
          }),
        );
      }
    }

    const createJob = (kind: Kind, shiftId: number, token: string): Job => ({
      kind,
      shiftId,
      run: (base) => call(base, 'POST', `/api/shifts/${shiftId}/requests`, { token, body: {} }),
    });
    const actionJob = (
      kind: 'offer' | 'confirm' | 'decline',
      shiftId: number,
      requestId: number,
      token: string,
    ): Job => ({
      kind,
      shiftId,
      run: (base) =>
        call(base, 'PATCH', `/api/shifts/${shiftId}/requests/${requestId}/${kind}`, { token }),
    });

    // 1. Everyone who will be offered or assigned requests every shift, and asks twice for one.
    const requesters = [...offered, ...assignees];
    const requestJobs: Job[] = [];
    for (const person of requesters) {
      for (const shift of shifts) requestJobs.push(createJob('create', shift.id, person.token));
      requestJobs.push(createJob('duplicate', shifts[0].id, person.token));
    }
    const requested = await burst(requestJobs, 1);
    const stored201 = requested.filter((outcome) => outcome.answer.status === 201);
    expect(stored201).toHaveLength(requesters.length * shifts.length);
    for (const outcome of requested.filter((candidate) => candidate.answer.status !== 201)) {
      expect(outcome.answer.status).toBe(409);
      expect(messagesOf(outcome.answer)).toEqual([REQUEST_MESSAGES.alreadyRequested]);
    }
    const requestIds = new Map<string, number>();
    for (const outcome of stored201) {
      requestIds.set(
        `${outcome.shiftId}:${outcome.answer.body.employeeId}`,
        outcome.answer.body.id,
      );
    }
    const requestOf = (shiftId: number, employeeId: number) => {
      const id = requestIds.get(`${shiftId}:${employeeId}`);
      if (id === undefined) throw new Error(`no request of ${employeeId} on shift ${shiftId}`);
      return id;
    };

    // 2. The manager offers every shift to the 30 while 10 latecomers request the same shifts.
    const offerJobs: Job[] = [];
    for (const person of offered) {
      for (const shift of shifts) {
        offerJobs.push(actionJob('offer', shift.id, requestOf(shift.id, person.id), managerToken));
      }
    }
    for (const person of lateOnes) {
      for (const shift of shifts) offerJobs.push(createJob('create', shift.id, person.token));
    }
    const offers = await burst(offerJobs, 2);
    expect(tally(offers)).toEqual({
      'offer 200': offered.length * shifts.length,
      'create 201': lateOnes.length * shifts.length,
    });
    for (const outcome of offers.filter((candidate) => candidate.kind === 'create')) {
      requestIds.set(
        `${outcome.shiftId}:${outcome.answer.body.employeeId}`,
        outcome.answer.body.id,
      );
    }

    // 3. The race: every offer confirmed by its employee, every assignee assigned to every
    // shift, half the latecomers declined, and 10 more people requesting, all at once.
    const raceJobs: Job[] = [];
    for (const person of offered) {
      for (const shift of shifts) {
        raceJobs.push(actionJob('confirm', shift.id, requestOf(shift.id, person.id), person.token));
      }
    }
    for (const person of assignees) {
      for (const shift of shifts) {
        raceJobs.push({
          kind: 'assign',
          shiftId: shift.id,
          run: (base) =>
            call(base, 'POST', `/api/shifts/${shift.id}/requests/assign-user`, {
              token: managerToken,
              body: { userId: person.id },
            }),
        });
      }
    }
    for (const person of lateOnes.slice(0, 5)) {
      for (const shift of shifts) {
        raceJobs.push(actionJob('decline', shift.id, requestOf(shift.id, person.id), managerToken));
      }
    }
    for (const person of latest) {
      for (const shift of shifts) raceJobs.push(createJob('create', shift.id, person.token));
    }
    const race = await burst(raceJobs, 3);
    const raceTally = tally(race);
    console.info('concurrency race answers', raceTally);

    const expectedConflicts = new Set<string>(Object.values(REQUEST_MESSAGES));
    for (const outcome of race) {
      expect([200, 201, 409]).toContain(outcome.answer.status);
      if (outcome.answer.status === 409) {
        for (const message of messagesOf(outcome.answer))
          expect(expectedConflicts).toContain(message);
      }
    }
    const winners = race.filter(
      (outcome) =>
        (outcome.kind === 'confirm' || outcome.kind === 'assign') && outcome.answer.status === 200,
    );
    // Exactly one winner per shift, and each winner is the confirmed request stored for it.
    expect(winners.map((winner) => winner.shiftId).sort()).toEqual(
      shifts.map((shift) => shift.id).sort(),
    );
    const ofThisTest = sql`shift_id in ${sql.raw(`(${shifts.map((shift) => shift.id).join(',')})`)}`;
    const confirmedRows = await queryRows<{ id: number; shiftId: number }>(
      db,
      sql`select id, shift_id as "shiftId" from shift_requests
          where status = 'Confirmed' and not declined and ${ofThisTest} order by shift_id`,
    );
    expect(confirmedRows).toEqual(
      winners
        .map((winner) => ({ id: winner.answer.body.id, shiftId: winner.shiftId }))
        .sort((a, b) => a.shiftId - b.shiftId),
    );

    // No request is left live beside a confirmed one: every shift is filled, so none at all.
    expect(
      await scalar(sql`select count(*)::int as value from shift_requests
                       where status <> 'Confirmed' and not declined and ${ofThisTest}`),
    ).toBe(0);
    // No one is confirmed on two overlapping shifts.
    expect(await overlappingConfirmations(db)).toBe(0);
    // Every request acknowledged with 201 is stored, and nothing else is.
    const acknowledgedCreates = [...requested, ...offers, ...race].filter(
      (outcome) => outcome.answer.status === 201,
    ).length;
    expect(
      await scalar(sql`select count(*)::int as value from shift_requests where ${ofThisTest}`),
    ).toBe(acknowledgedCreates + count(race, 'assign', 200));
    // The outbox holds exactly one message per acknowledged offer, confirmation, assignment
    // and decline: written in the same transactions, on whichever process answered.
    const subjects = await queryRows<{ subject: string; total: number }>(
      db,
      sql`select subject, count(*)::int as total from outbox
          where recipient like '%@race.test' group by subject`,
    );
    const bySubject = (pattern: RegExp) =>
      subjects.filter((row) => pattern.test(row.subject)).reduce((sum, row) => sum + row.total, 0);
    expect(bySubject(/^You have a shift offer on Chairside$/)).toBe(count(offers, 'offer', 200));
    expect(bySubject(/ accepted a shift$/)).toBe(count(race, 'confirm', 200));
    expect(bySubject(/^Your Chairside shift is confirmed$/)).toBe(count(race, 'assign', 200));
    expect(bySubject(/^Update on your Chairside shift request$/)).toBe(count(race, 'decline', 200));
    // Both processes took part in every burst.
    for (const outcomes of [requested, offers, race]) {
      expect(new Set(outcomes.map((outcome) => outcome.via))).toEqual(new Set([0, 1]));
    }
    console.info(
      'concurrency calls sent',
      requested.length + offers.length + race.length,
      'race',
      race.length,
    );
  });

  it('requests arriving while their shift is being confirmed are either refused or declined with the others', async () => {
    const db = database.db;
    const organization = await makeOrganization(db, { name: 'Rush Dental' });
    const location = await makeLocation(db, organization.id, { name: 'Rush Office' });
    const rounds = 12;
    const jobs: Job[] = [];
    const shiftIds: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      const shift = await makeShift(db, {
        locationId: location.id,
        local: localFromNow(20 + round, '09:00'),
      });
      shiftIds.push(shift.id);
      const holder = await makeUser(db, {
        email: `holder${round}@rush.test`,
        organizationId: organization.id,
      });
      const [offer] = await queryRows<{ id: number }>(
        db,
        sql`insert into shift_requests (shift_id, employee_id, status)
            values (${shift.id}, ${holder.id}, 'Offered') returning id`,
      );
      const holderToken = await tokens.sign(holder.id);
      jobs.push({
        kind: 'confirm',
        shiftId: shift.id,
        run: (base) =>
          call(base, 'PATCH', `/api/shifts/${shift.id}/requests/${offer.id}/confirm`, {
            token: holderToken,
          }),
      });
      for (let index = 0; index < 15; index += 1) {
        const user = await makeUser(db, {
          email: `rusher${round}-${index}@rush.test`,
          organizationId: organization.id,
        });
        const token = await tokens.sign(user.id);
        jobs.push({
          kind: 'create',
          shiftId: shift.id,
          run: (base) =>
            call(base, 'POST', `/api/shifts/${shift.id}/requests`, { token, body: {} }),
        });
      }
    }
    const outcomes = await burst(jobs, 4);
    console.info('rush answers', tally(outcomes));
    expect(count(outcomes, 'confirm', 200)).toBe(rounds);
    for (const outcome of outcomes.filter((candidate) => candidate.kind === 'create')) {
      expect([201, 409]).toContain(outcome.answer.status);
    }
    const live = await queryRows<{ shiftId: number; status: string }>(
      db,
      sql`select shift_id as "shiftId", status from shift_requests
          where not declined and shift_id in ${sql.raw(`(${shiftIds.join(',')})`)}
          order by shift_id`,
    );
    expect(live).toEqual(shiftIds.map((shiftId) => ({ shiftId, status: 'Confirmed' })));
  });
});

describe('limits whose state lives in PostgreSQL hold across processes', () => {
  /** A user at `phoneNumber` who was texted a code at sign-up, and their onboarding token. */
  async function textedAtSignUp(email: string, phoneNumber: string) {
    const user = await makeUser(database.db, { email, phoneNumber });
    await sendPhoneCode(
      database.db,
      { jwtSecret: JWT_SECRET, messagesPerTargetPerMinute: 1 },
      { id: user.id, phoneNumber },
    );
    return { user, verificationToken: await issueOnboardingToken(database.db, user.id) };
  }

  it(`${AUTH_LIMITS.loginPerAccountAndClient.max} failed sign-ins from one address lock that address out on both processes, and the owner elsewhere still signs in`, async () => {
    const user = await makeUser(database.db, { email: 'target@pair.test' });
    const attempts = 30;
    const answers = await onBothProcesses(attempts, (url, index) =>
      login(url, user.email, `Wrong-Password-${index}`, '198.51.100.200'),
    );
    const statuses = answers.map((answer) => answer.status);
    const rejected = statuses.filter((status) => status === 401).length;
    const locked = statuses.filter((status) => status === 429).length;
    console.info('login hammer from one address', { attempts, rejected, locked });
    expect({ rejected, locked }).toEqual({
      rejected: AUTH_LIMITS.loginPerAccountAndClient.max,
      locked: attempts - AUTH_LIMITS.loginPerAccountAndClient.max,
    });
    for (const api of apis) {
      const stranger = await login(api.url, user.email, TEST_PASSWORD, '198.51.100.200');
      expect(stranger).toEqual({ status: 429, body: { message: AUTH_MESSAGES.tooManyLogins } });
      const owner = await login(api.url, user.email, TEST_PASSWORD, '203.0.113.7');
      expect(owner.status).toBe(200);
    }
  });

  it(`${AUTH_LIMITS.loginPerAccountFromNewClients.max} failed sign-ins from many new addresses lock the account to new addresses on both processes; the owner's known address still signs in`, async () => {
    const user = await makeUser(database.db, { email: 'target@lockout.test' });
    const ownerAddress = '203.0.113.8';
    const first = await login(apis[0].url, user.email, TEST_PASSWORD, ownerAddress);
    expect(first.status).toBe(200);
    const attempts = 60;
    const answers = await onBothProcesses(attempts, (url, index) =>
      // Every guess from a different address: only the per-account count can stop them.
      login(url, user.email, `Wrong-Password-${index}`, `198.51.100.${index + 1}`),
    );
    const statuses = answers.map((answer) => answer.status);
    const rejected = statuses.filter((status) => status === 401).length;
    const locked = statuses.filter((status) => status === 429).length;
    console.info('login hammer from many addresses', { attempts, rejected, locked });
    expect(rejected + locked).toBe(attempts);
    expect(rejected).toBe(AUTH_LIMITS.loginPerAccountFromNewClients.max);
    expect(
      await scalar(sql`select count(*)::int as value from rate_limit_events
                       where key = ${`login-fail:account:${user.email}`}`),
    ).toBe(AUTH_LIMITS.loginPerAccountFromNewClients.max);
    for (const api of apis) {
      // Even the right password is refused from a new address, on either process...
      const stranger = await login(api.url, user.email, TEST_PASSWORD, '203.0.113.9');
      expect(stranger).toEqual({ status: 429, body: { message: AUTH_MESSAGES.tooManyLogins } });
      // ...but not from the address the owner signed in from.
      const owner = await login(api.url, user.email, TEST_PASSWORD, ownerAddress);
      expect(owner.status).toBe(200);
    }
  });

  it(`a burst of password reset requests for one account from many addresses on both processes is answered alike and sends ${MESSAGES_PER_TARGET.perMinute.max} email`, async () => {
    const user = await makeUser(database.db, { email: 'forgetful@lockout.test' });
    const attempts = 30;
    const answers = await onBothProcesses(attempts, (url, index) =>
      forgotPassword(url, user.email, `198.51.100.${index + 101}`),
    );
    const accepted = answers.filter((answer) => answer.status === 200).length;
    console.info('forgot-password hammer from many addresses', { attempts, accepted });
    expect(accepted).toBe(attempts);
    expect(
      await scalar(sql`select count(*)::int as value from outbox where recipient = ${user.email}`),
    ).toBe(MESSAGES_PER_TARGET.perMinute.max);
  });

  it(`a burst of password reset requests from one address on both processes: ${AUTH_LIMITS.forgotPerAccountAndClient.max} answered, the rest refused`, async () => {
    const user = await makeUser(database.db, { email: 'forgetful@pair.test' });
    const attempts = 30;
    const answers = await onBothProcesses(attempts, (url) =>
      forgotPassword(url, user.email, '198.51.100.250'),
    );
    const accepted = answers.filter((answer) => answer.status === 200).length;
    const refused = answers.filter(
      (answer) => answer.status === 429 && answer.body.message === AUTH_MESSAGES.tooManyResets,
    ).length;
    console.info('forgot-password hammer from one address', { attempts, accepted, refused });
    expect({ accepted, refused }).toEqual({
      accepted: AUTH_LIMITS.forgotPerAccountAndClient.max,
      refused: attempts - AUTH_LIMITS.forgotPerAccountAndClient.max,
    });
  });

  it('five wrong phone codes lock the code on both processes, however many arrive at once', async () => {
    const phoneNumber = '+15125550199';
    const { user, verificationToken } = await textedAtSignUp('phone@codes.test', phoneNumber);
    const [sms] = await queryRows<{ body: string }>(
      database.db,
      sql`select body from outbox where recipient = ${phoneNumber} order by id desc limit 1`,
    );
    const code = /code is (\d+)/.exec(sms.body)?.[1] ?? '';
    const wrong = (index: number) =>
      String((Number(code) + 1 + (index % 9000)) % 10_000).padStart(code.length, '0');
    const answers = await onBothProcesses(40, (url, index) =>
      call<{ message: string }>(url, 'POST', '/api/auth/verify-phone', {
        body: { userId: user.id, verificationToken, code: wrong(index) },
      }),
    );
    const invalid = answers.filter(
      (answer) => answer.status === 400 && answer.body.message === PHONE_MESSAGES.invalidCode,
    ).length;
    const locked = answers.filter(
      (answer) => answer.status === 429 && answer.body.message === PHONE_MESSAGES.locked,
    ).length;
    console.info('phone code hammer', { attempts: answers.length, invalid, locked });
    expect({ invalid, locked }).toEqual({ invalid: 5, locked: 35 });
    const right = await call(apis[1].url, 'POST', '/api/auth/verify-phone', {
      body: { userId: user.id, verificationToken, code },
    });
    expect(right).toEqual({ status: 429, body: { message: PHONE_MESSAGES.locked } });
  });

  it('a burst of resend requests on both processes texts one new code; the rest are told to wait', async () => {
    const phoneNumber = '+15125550188';
    const { user, verificationToken } = await textedAtSignUp('resend@codes.test', phoneNumber);
    // As if the first code had been texted two minutes ago: the cooldown and the number's
    // one text a minute have passed.
    await letAMinutePass(database, 'phone-text:');
    await database.db.execute(
      sql`update one_time_codes set created_at = now() - interval '2 minutes'
          where user_id = ${user.id}`,
    );
    const answers = await onBothProcesses(30, (url) =>
      call<{ message: string }>(url, 'POST', '/api/auth/resend-phone-verification', {
        body: { userId: user.id, verificationToken },
      }),
    );
    const sent = answers.filter((answer) => answer.status === 200);
    const waits = answers.filter(
      (answer) =>
        answer.status === 429 &&
        /^Please wait \d+ seconds before requesting a new code$/.test(answer.body.message),
    );
    console.info('resend hammer', {
      attempts: answers.length,
      sent: sent.length,
      waits: waits.length,
    });
    expect(sent).toEqual([{ status: 200, body: { message: PHONE_MESSAGES.resent } }]);
    expect(waits).toHaveLength(29);
    expect(
      await scalar(
        sql`select count(*)::int as value from one_time_codes
            where user_id = ${user.id} and purpose = 'phone_verification'`,
      ),
    ).toBe(2);
    expect(
      await scalar(sql`select count(*)::int as value from outbox where recipient = ${phoneNumber}`),
    ).toBe(2);
  });
});

describe('postings of many shifts at the same locations from two processes', () => {
  it('the same week copied six times at once posts each copy once; the other copies find them posted', async () => {
    const db = database.db;
    const organization = await makeOrganization(db, { name: 'Copy Race Dental' });
    const locationIds = [];
    for (const name of ['Copy North', 'Copy South'])
      locationIds.push((await makeLocation(db, organization.id, { name })).id);
    const manager = await makeManager(db, organization.id, { email: 'manager@copy-race.test' });
    const token = await tokens.sign(manager.id);
    const fromWeekStart = weekStartOf(localFromNow(21).slice(0, 10));
    for (const [locationId, day] of [
      [locationIds[0], 1],
      [locationIds[0], 3],
      [locationIds[1], 3],
    ] as const) {
      await makeShift(db, {
        locationId,
        local: `${addDaysToDate(fromWeekStart, day)}T09:00`,
        createdBy: manager.id,
      });
    }
    const toWeekStart = addDaysToDate(fromWeekStart, 7);
    const answers = await onBothProcesses(6, (url) =>
      call<CopyWeekAnswer & ErrorBody>(url, 'POST', '/api/shifts/copy-week', {
        token,
        body: { fromWeekStart, toWeekStart },
      }),
    );
    const posted = answers.filter((answer) => answer.status === 201);
    expect(posted).toHaveLength(1);
    expect(posted[0]?.body.shiftIds).toHaveLength(3);
    // The others waited for the locations and then read every copy as already posted.
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(refused.map((answer) => [answer.status, answer.body.message])).toEqual(
      Array.from({ length: 5 }, () => [400, [REPEAT_MESSAGES.nothingToPost]]),
    );
    expect(
      await scalar(
        sql`select count(*)::int as value from shifts
            where location_id in ${locationIds} and local_date >= ${toWeekStart}`,
      ),
    ).toBe(3);
  });
});
