import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createTestApp, testConfig, type TestApp } from '../test/support/app.ts';
import { matrixActors } from './support/matrix/actors.ts';
import { MATRIX, outsideReason } from './support/matrix/catalogue/index.ts';
import { trackChanges } from './support/matrix/digest.ts';
import { recordingRoutes } from './support/matrix/route-discovery.ts';
import { MatrixRunner } from './support/matrix/runner.ts';
import { secretsIn, storedSecrets } from './support/matrix/secrets.ts';
import type { MatrixActor } from './support/matrix/types.ts';
import { MatrixWorld } from './support/matrix/world.ts';

/*
 * docs/RELIABILITY.md, authorization matrix: every API route called as every position of
 * organizations A and B, the platform admin, an independent professional and every credential
 * that must be refused, on targets in the caller's organization and in the other one. Each
 * answer is compared with the rules of packages/domain (OWASP API1 object-level authorization,
 * API5 function-level: escalation through PATCH /api/users/:id and invites), refused calls must
 * leave every table as it was and allowed writes must be stored, and every answer is scanned for
 * what the caller must not see (API3: hashes, codes, internal notes, other people's requests,
 * other organizations' data, email addresses).
 */

let t: TestApp;
let routes: string[];
let actors: MatrixActor[];
let runner: MatrixRunner;
let untrackChanges: (() => Promise<void>) | undefined;
const startedAt = Date.now();

beforeAll(async () => {
  ({ built: t, routes } = await recordingRoutes(() => createTestApp()));
  const world = await MatrixWorld.build(t);
  actors = await matrixActors(world);
  runner = new MatrixRunner(world, actors);
  untrackChanges = await trackChanges(t.db);
});
afterAll(() => untrackChanges?.());

describe('the matrix covers the whole API', () => {
  it('has an entry for every route the app registers, and none for a route it lacks', () => {
    const inMatrix = routes.filter((route) => outsideReason(route) === null);
    expect(inMatrix).toEqual(Object.keys(MATRIX).sort());
  });

  it('leaves out only HEAD twins of GET routes, the API docs and the web app files', () => {
    const heads = routes.filter((route) => route.startsWith('HEAD '));
    // Fastify also answers a prefix's root with a trailing slash ('/api/users/').
    const getOf = (head: string) => head.replace(/^HEAD/, 'GET').replace(/(.)\/$/, '$1');
    const orphanHeads = heads.filter((head) => !routes.includes(getOf(head)));
    expect(heads.length).toBeGreaterThan(0);
    expect(orphanHeads).toEqual([]);
  });

  it('the developers outbox, public in the matrix, does not exist in production', async () => {
    const production = await buildApp(testConfig({ env: 'production' }), t.db, { logger: false });
    try {
      const response = await production.inject({ url: '/api/dev/outbox?to=nobody@matrix.test' });
      expect(response.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});

describe('every route answers every caller as packages/domain decides, and leaks nothing', () => {
  it.each(Object.keys(MATRIX))('%s', async (route) => {
    expect(await runner.run(route, MATRIX[route])).toEqual([]);
  });
});

describe('after the whole run', () => {
  it('no answer carried a password hash, a code hash or a raw link code', async () => {
    const secrets = await storedSecrets(t.db);
    // Every kind of secret exists by now, so the sweep has each of them to look for.
    expect(new Set(secrets.map((secret) => secret.kind))).toEqual(
      new Set([
        'a password hash',
        'a raw link code',
        'a email_verification code hash',
        'a password_reset code hash',
        'a invite code hash',
        'a phone_verification code hash',
        'a phone_onboarding code hash',
      ]),
    );
    expect(secretsIn(runner.bodies, secrets)).toEqual([]);

    const signedIn = actors.filter((actor) => actor.actor !== null).length;
    console.log(
      `Authorization matrix: ${runner.calls} calls; ${Object.keys(MATRIX).length} routes × ` +
        `${actors.length} callers (${signedIn} signed in, ${actors.length - signedIn} refused ` +
        `credentials) = ${runner.pairs} route-caller pairs; ${secrets.length} stored secrets ` +
        `swept from ${runner.bodies.length} answers; ${((Date.now() - startedAt) / 1000).toFixed(1)} s`,
    );
  });
});
