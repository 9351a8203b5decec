import {
  PHONE_CODE_LENGTH,
  PHONE_MESSAGES,
  type PendingPhoneVerification,
} from '@chairside/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { MAX_WRONG_TRIES_PER_USER } from '../src/modules/auth/phone-verification.ts';
import { callAs, inviteAs, latestSmsCode } from '../test/support/admin-world.ts';
import { createTestApp, testConfig, type TestApp } from '../test/support/app.ts';
import { makeUser, TEST_PASSWORD } from '../test/support/factories.ts';
import { latestLinkCode, readOutbox } from '../test/support/outbox.ts';
import { forgotPassword, login } from '../test/support/session.ts';
import { queryRows } from '../test/support/sql.ts';
import { localFromNow } from '../test/support/shift-world.ts';
import { webDistForFile } from '../test/support/web-dist.ts';
import {
  onboardingPerson,
  otherCode,
  resendCall,
  verifyPhoneCall,
} from '../test/support/onboarding.ts';
import {
  agePhoneCodes,
  rewindAttempts,
  rewindTexts,
  unreachableDatabase,
} from './support/hostile/abuse.ts';
import { securityHeaderProblems } from './support/hostile/headers.ts';
import { fillPath, listRoutes } from './support/hostile/routes.ts';
import { HostileRunner } from './support/hostile/runner.ts';
import { existingIds, sampleBody, sampleQuery } from './support/hostile/samples.ts';
import { buildHostileWorld, type HostileWorld } from './support/hostile/world.ts';

/** A minute, in the seconds that rewindAttempts and agePhoneCodes take. */
const MINUTE = 60;
const INDEX_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';
const distDir = webDistForFile({
  'index.html': INDEX_HTML,
  'assets/app-5e1f.js': 'console.log("app");',
});

let t: TestApp;
let spa: TestApp;
let broken: App;
let world: HostileWorld;
const started = performance.now();
let requests = 0;

beforeAll(async () => {
  // Every app before any data: each createTestApp empties the worker's database.
  spa = await createTestApp({ webDistDir: distDir });
  t = await createTestApp();
  broken = await buildApp(testConfig(), unreachableDatabase(), { logger: false });
  await broken.ready();
  world = await buildHostileWorld(t);
  for (const app of [t.app, spa.app, broken]) countRequests(app);
});

/** Counts what the suite sends, for the summary line (hooks cannot be added to a ready app). */
function countRequests(app: FastifyInstance) {
  const inject = app.inject.bind(app) as (
    options: InjectOptions,
  ) => Promise<LightMyRequestResponse>;
  Object.assign(app, {
    inject: (options: InjectOptions) => {
      requests += 1;
      return inject(options);
    },
  });
}

afterAll(async () => {
  await broken.close();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`[abuse] ${requests} requests in ${seconds} s`);
});

const signIn = (username: string, password: string, remoteAddress: string) =>
  login(t.app, username, password, remoteAddress);
const forgot = (email: string, remoteAddress: string) =>
  forgotPassword(t.app, email, remoteAddress);

/** The user and the pending-verification token that POST /invites/verify handed back. */
type PhoneSession = Pick<PendingPhoneVerification, 'userId' | 'verificationToken'>;

const verifyPhone = (session: PhoneSession, code: string) =>
  verifyPhoneCall(t, { ...session, code });

const resend = (session: PhoneSession) => resendCall(t, session);

function statuses(responses: LightMyRequestResponse[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const response of responses)
    counts[response.statusCode] = (counts[response.statusCode] ?? 0) + 1;
  return counts;
}

async function phoneVerified(userId: number): Promise<boolean> {
  const [row] = await queryRows<{ verified: boolean }>(
    t.db,
    sql`select phone_verified_at is not null as verified from users where id = ${userId}`,
  );
  return row.verified;
}

describe('sign-in throttling holds, and lifts when its window has passed', () => {
  it('ten wrong passwords from one address lock the account there for 15 minutes, however its email is written; the owner elsewhere still signs in', async () => {
    await makeUser(t.db, { email: 'lock.me@example.test' });
    const spellings = ['lock.me@example.test', 'LOCK.ME@EXAMPLE.TEST', '  Lock.Me@Example.Test  '];
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const response = await signIn(spellings[attempt % 3], `wrong-${attempt}`, '10.31.0.1');
      expect(response.statusCode).toBe(401);
    }
    expect((await signIn('lock.me@example.test', TEST_PASSWORD, '10.31.0.1')).statusCode).toBe(429);
    expect((await signIn('lock.me@example.test', TEST_PASSWORD, '10.31.0.2')).statusCode).toBe(200);

    await rewindAttempts(t.db, 14 * MINUTE);
    expect((await signIn('lock.me@example.test', TEST_PASSWORD, '10.31.0.1')).statusCode).toBe(429);

    await rewindAttempts(t.db, MINUTE + 1);
    expect((await signIn('lock.me@example.test', TEST_PASSWORD, '10.31.0.1')).statusCode).toBe(200);
  });

  it('fifty wrong passwords from fifty new addresses lock the account to new addresses for 15 minutes; an address that signed in before is let in', async () => {
    await makeUser(t.db, { email: 'spread.lock@example.test' });
    expect((await signIn('spread.lock@example.test', TEST_PASSWORD, '10.35.9.9')).statusCode).toBe(
      200,
    );
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const response = await signIn('spread.lock@example.test', 'wrong', `10.35.0.${attempt}`);
      expect(response.statusCode).toBe(401);
    }
    expect((await signIn('spread.lock@example.test', TEST_PASSWORD, '10.35.1.1')).statusCode).toBe(
      429,
    );
    expect((await signIn('spread.lock@example.test', TEST_PASSWORD, '10.35.9.9')).statusCode).toBe(
      200,
    );
    await rewindAttempts(t.db, 15 * MINUTE + 1);
    expect((await signIn('spread.lock@example.test', TEST_PASSWORD, '10.35.1.1')).statusCode).toBe(
      200,
    );
  });

  it('the window slides: failures older than 15 minutes stop counting, newer ones still do', async () => {
    await makeUser(t.db, { email: 'slide@example.test' });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await signIn('slide@example.test', 'wrong', '10.32.0.1')).statusCode).toBe(401);
    }
    await rewindAttempts(t.db, 10 * MINUTE);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await signIn('slide@example.test', 'wrong', '10.32.0.1')).statusCode).toBe(401);
    }
    expect((await signIn('slide@example.test', TEST_PASSWORD, '10.32.0.1')).statusCode).toBe(429);

    // The first five are now 15 minutes old, the last five 5 minutes: five tries are free again.
    await rewindAttempts(t.db, 5 * MINUTE + 1);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await signIn('slide@example.test', 'wrong', '10.32.0.1')).statusCode).toBe(401);
    }
    expect((await signIn('slide@example.test', TEST_PASSWORD, '10.32.0.1')).statusCode).toBe(429);
  });

  it('an address that failed 100 times on any accounts is refused, others are not, and it is let in again after 15 minutes', async () => {
    const sprayer = '10.33.0.1';
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const response = await signIn(`spray${attempt}@nowhere.test`, 'Password1!', sprayer);
      expect(response.statusCode).toBe(401);
    }
    const own = world.a.employee.email;
    expect((await signIn(own, TEST_PASSWORD, sprayer)).statusCode).toBe(429);
    expect((await signIn(own, TEST_PASSWORD, '10.33.0.2')).statusCode).toBe(200);
    await rewindAttempts(t.db, 15 * MINUTE + 1);
    expect((await signIn(own, TEST_PASSWORD, sprayer)).statusCode).toBe(200);
  });

  it('a burst of simultaneous wrong passwords from one address is judged at most ten times', async () => {
    await makeUser(t.db, { email: 'burst@example.test' });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) => signIn('burst@example.test', `wrong-${n}`, '10.34.0.1')),
    );
    expect(statuses(answers)[401] ?? 0).toBeLessThanOrEqual(10);
    expect(answers.every((answer) => [401, 429].includes(answer.statusCode))).toBe(true);
    expect((await signIn('burst@example.test', TEST_PASSWORD, '10.34.0.1')).statusCode).toBe(429);
  });

  it('a burst of simultaneous wrong passwords from many new addresses is judged at most fifty times', async () => {
    await makeUser(t.db, { email: 'burst.spread@example.test' });
    const answers = await Promise.all(
      Array.from({ length: 80 }, (_, n) =>
        signIn('burst.spread@example.test', `wrong-${n}`, `10.36.0.${n}`),
      ),
    );
    expect(statuses(answers)[401] ?? 0).toBeLessThanOrEqual(50);
    expect(answers.every((answer) => [401, 429].includes(answer.statusCode))).toBe(true);
    expect((await signIn('burst.spread@example.test', TEST_PASSWORD, '10.36.1.1')).statusCode).toBe(
      429,
    );
  });
});

describe('password reset throttling holds, and lifts when its hour has passed', () => {
  it('five requests for an account from one address an hour, however the email is written; the sixth is refused until the hour is over', async () => {
    const email = 'reset.hammer@example.test';
    await makeUser(t.db, { email });
    const spellings = [
      email,
      email.toUpperCase(),
      `  ${email}  `,
      'Reset.Hammer@Example.test',
      email,
    ];
    for (const spelling of spellings) {
      expect((await forgot(spelling, '10.41.0.1')).statusCode).toBe(200);
    }
    expect((await forgot(email, '10.41.0.1')).statusCode).toBe(429);
    expect((await forgot(email, '10.41.0.2')).statusCode).toBe(200);
    await rewindAttempts(t.db, 59 * MINUTE);
    expect((await forgot(email, '10.41.0.1')).statusCode).toBe(429);

    await rewindAttempts(t.db, MINUTE + 1);
    expect((await forgot(email, '10.41.0.1')).statusCode).toBe(200);
  });

  it('one reset email a minute, three an hour and five a day to one account, from any addresses; the next day sends again', async () => {
    const email = 'reset.flood@example.test';
    await makeUser(t.db, { email });
    for (let n = 0; n < 6; n += 1) {
      expect((await forgot(email, `10.44.0.${n}`)).statusCode).toBe(200);
    }
    expect(await readOutbox(t.app, email)).toHaveLength(1);
    for (let n = 0; n < 4; n += 1) {
      await rewindAttempts(t.db, MINUTE + 1);
      expect((await forgot(email, `10.44.1.${n}`)).statusCode).toBe(200);
    }
    expect(await readOutbox(t.app, email)).toHaveLength(3);
    for (let n = 0; n < 3; n += 1) {
      await rewindAttempts(t.db, 60 * MINUTE + 1);
      expect((await forgot(email, `10.44.2.${n}`)).statusCode).toBe(200);
    }
    expect(await readOutbox(t.app, email)).toHaveLength(5);
    await rewindAttempts(t.db, 24 * 60 * MINUTE);
    expect((await forgot(email, '10.44.3.1')).statusCode).toBe(200);
    expect(await readOutbox(t.app, email)).toHaveLength(6);
  });

  it('thirty requests per address an hour; the address is let in again after the hour', async () => {
    const address = '10.42.0.1';
    for (let n = 0; n < 30; n += 1) {
      expect((await forgot(`spray${n}@reset.test`, address)).statusCode).toBe(200);
    }
    expect((await forgot('one-more@reset.test', address)).statusCode).toBe(429);
    await rewindAttempts(t.db, 60 * MINUTE + 1);
    expect((await forgot('one-more@reset.test', address)).statusCode).toBe(200);
  });
});

describe('phone codes cannot be guessed', () => {
  it('a burst of simultaneous wrong codes spends only the five tries of the code', async () => {
    const { session, userId, code } = await onboardingPerson(t, world, 'abuse.invitee');
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, n) => verifyPhone(session, otherCode(code, n + 1))),
    );
    expect(statuses(answers)).toEqual({ 400: 5, 429: 7 });
    expect((await verifyPhone(session, code)).statusCode).toBe(429);
    expect(await phoneVerified(userId)).toBe(false);
  });

  it('a code expires after 10 minutes, the right one included', async () => {
    const { session, userId, code } = await onboardingPerson(t, world, 'abuse.invitee');
    await agePhoneCodes(t.db, userId, 10 * MINUTE + 1);
    const response = await verifyPhone(session, code);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: PHONE_MESSAGES.expired });
    expect(await phoneVerified(userId)).toBe(false);
  });

  it('after 100 wrong tries over any number of codes, no code works and none is sent: at most 1% of the codes can be tried', async () => {
    expect(MAX_WRONG_TRIES_PER_USER / 10 ** PHONE_CODE_LENGTH).toBeLessThanOrEqual(0.01);
    const {
      session,
      userId,
      phone,
      code: first,
    } = await onboardingPerson(t, world, 'abuse.invitee');
    let code = first;
    let judged = 0;
    for (;;) {
      // Five guesses per code; the sixth is refused even before it is judged.
      for (let guess = 1; guess <= 5; guess += 1) {
        expect((await verifyPhone(session, otherCode(code, guess))).statusCode).toBe(400);
        judged += 1;
      }
      expect((await verifyPhone(session, otherCode(code, 6))).statusCode).toBe(429);
      await agePhoneCodes(t.db, userId, MINUTE + 1);
      // As if 5 hours had passed for the number: within the 5 texts a day it may receive.
      await rewindTexts(t.db, phone, 5 * 60 * MINUTE);
      const next = await resend(session);
      if (next.statusCode !== 200) {
        expect(next.statusCode).toBe(429);
        expect(next.json()).toEqual({ message: PHONE_MESSAGES.blocked });
        break;
      }
      code = await latestSmsCode(t, phone);
    }
    expect(judged).toBe(MAX_WRONG_TRIES_PER_USER);
    expect(await readOutbox(t.app, phone)).toHaveLength(MAX_WRONG_TRIES_PER_USER / 5);
    const right = await verifyPhone(session, code);
    expect(right.statusCode).toBe(429);
    expect(await phoneVerified(userId)).toBe(false);
  });

  it('a stranger with only the user id spends none of those tries, however many they send (issue #11)', async () => {
    const { session, userId, code } = await onboardingPerson(t, world, 'abuse.invitee');
    const forged = { userId, verificationToken: 'x'.repeat(43) };
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, n) => verifyPhone(forged, otherCode(code, n + 1))),
    );
    expect(statuses(answers)).toEqual({ 400: 40 });
    expect((await verifyPhone(session, code)).statusCode).toBe(200);
    expect(await phoneVerified(userId)).toBe(true);
  });

  it('a burst of resends after the cooldown texts one code', async () => {
    const { session, userId, phone } = await onboardingPerson(t, world, 'abuse.invitee');
    await agePhoneCodes(t.db, userId, MINUTE + 1);
    await rewindTexts(t.db, phone, MINUTE + 1);
    const answers = await Promise.all(Array.from({ length: 8 }, () => resend(session)));
    expect(statuses(answers)).toEqual({ 200: 1, 429: 7 });
    expect(await readOutbox(t.app, phone)).toHaveLength(2);
  });
});

describe('emailed link codes cannot be guessed', () => {
  it('verification, reset and invite links each carry a fresh 256-bit code', async () => {
    const codes: string[] = [];
    for (let n = 0; n < 4; n += 1) {
      const email = `entropy${n}@example.test`;
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: {
          name: 'Entropy Person',
          email,
          jobTitle: 'Hygienist',
          password: 'Entropy-Pass-1',
        },
      });
      codes.push(await latestLinkCode(t.app, email, '/auth/verify-email'));
      await forgot(world.allUsers[n].email, `10.43.0.${n}`);
      codes.push(await latestLinkCode(t.app, world.allUsers[n].email, '/auth/reset-password'));
      const invitee = `entropy.invite${n}@example.test`;
      await inviteAs(t, world, 'adminA', {
        name: 'Entropy Invitee',
        email: invitee,
        position: 'employee',
      });
      codes.push(await latestLinkCode(t.app, invitee, '/auth/verify-invite'));
    }
    // 43 base64url characters are 258 bits, of which the 32 random bytes fill 256.
    for (const code of codes) expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Set(codes).size).toBe(codes.length);
  });
});

describe('a deactivated user', () => {
  it("loses access at once on every route that needs a token, and the old token's requests change nothing", async () => {
    const deactivate = await callAs(t, world, 'adminA', {
      method: 'PATCH',
      url: `/api/users/${world.a.manager.id}`,
      payload: { isActive: false },
    });
    expect(deactivate.statusCode).toBe(200);
    const runner = new HostileRunner(t, world, world.actors.managerA.token);
    await runner.snapshot();
    const secured = listRoutes(t.app).filter((route) => route.secured);
    expect(secured.length).toBeGreaterThan(20);
    for (const route of secured) {
      const params = Object.fromEntries(
        route.pathParams.map((param) => [
          param.name,
          String(existingIds(world, route, param.name)[0]),
        ]),
      );
      const query = new URLSearchParams(sampleQuery(world, route)).toString();
      const response = await runner.send(
        {
          kind: 'deactivated',
          actor: 'managerA',
          method: route.method,
          url: `${fillPath(route, params)}${query ? `?${query}` : ''}`,
          headers: route.method === 'GET' ? {} : { 'content-type': 'application/json' },
          payload: route.method === 'GET' ? undefined : JSON.stringify(sampleBody(world, route)),
          remoteAddress: '10.51.0.1',
        },
        { digest: true },
      );
      expect(response.statusCode, route.key).toBe(401);
    }
    expect((await login(t.app, world.a.manager.email, TEST_PASSWORD)).statusCode).toBe(403);
  });

  it('a demoted manager loses the rights of a manager at once', async () => {
    const shift = () =>
      callAs(t, world, 'managerB', {
        method: 'POST',
        url: '/api/shifts',
        payload: {
          locationId: world.b.locations[0].id,
          date: localFromNow(21),
          position: 'Hygienist',
          totalMinutes: 480,
          lunchMinutes: 60,
        },
      });
    expect((await shift()).statusCode).toBe(201);
    const demote = await callAs(t, world, 'adminB', {
      method: 'PATCH',
      url: `/api/users/${world.b.manager.id}`,
      payload: { position: 'employee' },
    });
    expect(demote.statusCode).toBe(200);
    expect((await shift()).statusCode).toBe(403);
  });
});

describe('the CSP and security headers are on every response', () => {
  const adminToken = () => ({ authorization: `Bearer ${world.actors.adminA.token}` });

  const csvRange = `startDate=${localFromNow(-30).slice(0, 10)}&endDate=${localFromNow(30).slice(0, 10)}`;
  const json = { 'content-type': 'application/json' };

  /** Each kind of answer, with the status that proves the request produced that kind. */
  const kinds: [string, number, () => Promise<LightMyRequestResponse>][] = [
    [
      'a creation',
      201,
      () =>
        callAs(t, world, 'platformAdmin', {
          method: 'POST',
          url: '/api/organizations',
          payload: {
            name: 'Header Dental',
            addressLine1: '1 Main St',
            city: 'Austin',
            stateCode: 'TX',
            zipCode: '78701',
          },
        }),
    ],
    [
      'a deletion',
      204,
      () =>
        callAs(t, world, 'adminA', {
          method: 'DELETE',
          url: `/api/invites/${world.ids.invites[0]}`,
        }),
    ],
    ['a refusal', 403, () => callAs(t, world, 'employeeA', { url: '/api/invites' })],
    ['a missing row', 404, () => callAs(t, world, 'adminA', { url: '/api/shifts/999999' })],
    [
      'a conflict',
      409,
      () =>
        callAs(t, world, 'adminA', {
          method: 'POST',
          url: '/api/invites',
          payload: { name: 'Taken', email: world.a.employee.email, position: 'employee' },
        }),
    ],
    [
      'a body over 64 KB',
      413,
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers: json,
          payload: JSON.stringify({ username: 'x', password: 'x'.repeat(70_000) }),
        }),
    ],
    [
      'a body that is not JSON',
      415,
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers: { 'content-type': 'application/xml' },
          payload: '<login/>',
        }),
    ],
    [
      'a locked account',
      429,
      async () => {
        await makeUser(t.db, { email: 'headers.lock@example.test' });
        for (let n = 0; n < 10; n += 1) {
          await signIn('headers.lock@example.test', 'wrong', '10.61.0.1');
        }
        return signIn('headers.lock@example.test', TEST_PASSWORD, '10.61.0.1');
      },
    ],
    [
      'a server error (the database is gone)',
      500,
      () => broken.inject({ url: '/api/users/me', headers: adminToken() }),
    ],
    [
      'a CSV download',
      200,
      () => t.app.inject({ url: `/api/reports/shifts.csv?${csvRange}`, headers: adminToken() }),
    ],
    ['HEAD of an API route', 200, () => t.app.inject({ method: 'HEAD', url: '/api/health' })],
    ['OPTIONS of an API route', 404, () => t.app.inject({ method: 'OPTIONS', url: '/api/health' })],
    ['a malformed URL', 400, () => t.app.inject({ url: '/api/users/%E0%A4%A' })],
    [
      'a malformed URL with a body',
      400,
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/shifts/%ZZ/requests',
          headers: json,
          payload: '{}',
        }),
    ],
    ['a malformed page URL', 400, () => spa.app.inject({ url: '/dashboard/%E0%A4%A' })],
    [
      'a path parameter over 200 characters',
      400,
      () => t.app.inject({ url: `/api/users/${'9'.repeat(300)}` }),
    ],
    ['the SPA page of a client route', 200, () => spa.app.inject({ url: '/dashboard/shifts' })],
    ['a static asset', 200, () => spa.app.inject({ url: '/assets/app-5e1f.js' })],
    // Trust issue #11, item 17: a missing asset is a 404, never the SPA page.
    ['a missing asset', 404, () => spa.app.inject({ url: '/assets/missing.js' })],
    ['an unknown API path beside the SPA', 404, () => spa.app.inject({ url: '/api/nope' })],
    ['an unknown page without a built SPA', 404, () => t.app.inject({ url: '/no/such/page' })],
  ];

  it.each(kinds)('%s (%i)', async (_kind, status, send) => {
    const response = await send();
    expect(response.statusCode, response.body.slice(0, 200)).toBe(status);
    expect(securityHeaderProblems(response)).toEqual([]);
    if (status >= 400) expect(response.json()).toEqual({ message: expect.anything() });
  });

  it('500 answers the one error body and shows nothing of the failure', async () => {
    const response = await broken.inject({ url: '/api/users/me', headers: adminToken() });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: expect.any(String) });
    expect(response.body).not.toMatch(/database unreachable|stack|at .+:\d+/);
  });

  it('the API documentation pages carry their own strict CSP and the other headers', async () => {
    for (const url of ['/api/docs', '/api/docs/json']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(200);
      const problems = securityHeaderProblems(response);
      // swagger-ui sets its page's CSP; it lets the page be framed by itself only.
      expect(problems).toEqual(["CSP frame-ancestors is 'self'"]);
    }
  });

  it('every route of the app answers with them, signed in or not', async () => {
    for (const route of listRoutes(t.app)) {
      for (const headers of [{}, adminToken()]) {
        const response = await t.app.inject({
          method: route.method,
          url: fillPath(route, {}),
          headers,
        });
        expect(securityHeaderProblems(response), route.key).toEqual([]);
      }
    }
  });
});
