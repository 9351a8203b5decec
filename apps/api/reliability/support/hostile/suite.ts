import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenService } from '../../../src/auth/tokens.ts';
import { createTestApp, type TestApp } from '../../../test/support/app.ts';
import { hostileRequests } from './requests.ts';
import { listRoutes, type HostileRoute } from './routes.ts';
import { HostileRunner } from './runner.ts';
import { buildHostileWorld, rebuildHostileWorld } from './world.ts';

/**
 * Bad input always gets a clear error, never a 500, and never loses or corrupts data. The
 * hostile-input files (`reliability/hostile-input-*.test.ts`, one part of the suite each, so
 * that both workers share it) start the same way: an app on a clean database, its routes, the
 * hostile world and a runner that checks every answer. `HOSTILE_RUNS` (runs per write route)
 * and `HOSTILE_SEED` scale the run and replay one.
 */
export const RUNS_PER_ROUTE = Number(process.env.HOSTILE_RUNS ?? 230);
export const SEED = Number(process.env.HOSTILE_SEED ?? Date.now() % 2 ** 31);

export interface HostileSuite {
  t: TestApp;
  /** Every API route, from the app itself, so known before the tests are declared. */
  routes: readonly HostileRoute[];
  /** The route Fastify names 'POST /api/shifts/copy-week'. */
  route(key: string): HostileRoute;
  /** The runner, ready once the file's `beforeAll` has built the world. */
  readonly runner: HostileRunner;
  /** A fresh world when an accepted request may have changed the one the next test relies on. */
  freshWorld(): Promise<void>;
  /** Counts one case for the line the file prints at the end. */
  countCase(): void;
}

/**
 * Declares one hostile-input file: `declare` adds its tests, then 'after all of it' checks that
 * the app still answers. The file prints its tally (requests, refusals, statuses, seed).
 */
export async function hostileInputFile(
  name: string,
  declare: (suite: HostileSuite) => void,
): Promise<void> {
  const t = await createTestApp();
  const routes = listRoutes(t.app);
  const started = performance.now();
  let runner: HostileRunner | null = null;
  let cases = 0;
  const suite: HostileSuite = {
    t,
    routes,
    route(key) {
      const route = routes.find((candidate) => candidate.key === key);
      if (!route) throw new Error(`no route ${key}`);
      return route;
    },
    get runner() {
      if (!runner) throw new Error('the hostile runner starts in beforeAll');
      return runner;
    },
    async freshWorld() {
      if (suite.runner.changedWorld) {
        suite.runner.world = await rebuildHostileWorld(t);
        suite.runner.changedWorld = false;
      }
      await suite.runner.snapshot();
    },
    countCase() {
      cases += 1;
    },
  };

  beforeAll(async () => {
    const forged = await createTokenService('not-the-server-secret-0123456789-abcdef', 3600).sign(
      1,
    );
    runner = new HostileRunner(t, await buildHostileWorld(t), forged);
  });

  afterAll(() => {
    const { requests, accepted, refused, statuses } = suite.runner.tally;
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const serverErrors = Object.entries(statuses)
      .filter(([status]) => Number(status) >= 500)
      .reduce((sum, [, count]) => sum + count, 0);
    console.log(
      `[${name}] ${cases} cases, ${requests} hostile requests (${refused} refused, ` +
        `${accepted} accepted, ${serverErrors} answered 5xx) in ${seconds} s, seed ${SEED}; ` +
        `statuses ${JSON.stringify(statuses)}`,
    );
  });

  declare(suite);

  describe('after all of it', () => {
    it('the app still answers', async () => {
      const response = await t.app.inject({ url: '/api/health' });
      expect(response.statusCode).toBe(200);
    });
  });
}

/**
 * The route files split the routes by area, the path segment after /api/: each names its
 * areas here, and `other` takes every route of an area none names (a new area included).
 */
const ROUTE_FILE_AREAS: Record<'users' | 'shifts' | 'organizations', readonly string[]> = {
  users: ['users'],
  shifts: ['shifts'],
  organizations: ['organizations', 'locations', 'invites'],
};
export type RouteFile = keyof typeof ROUTE_FILE_AREAS | 'other';

function routesOfFile(routes: readonly HostileRoute[], file: RouteFile): HostileRoute[] {
  const named = Object.values(ROUTE_FILE_AREAS).flat();
  return routes.filter((route) => {
    const area = route.path.split('/')[2];
    return file === 'other' ? !named.includes(area) : ROUTE_FILE_AREAS[file].includes(area);
  });
}

/**
 * Runs per route. Reads are cheap, so they get more; a route that takes a password hashes it
 * (argon2, slow on purpose) for every well-formed request, so it gets fewer.
 */
function runsFor(route: HostileRoute): number {
  const fields = Object.keys(route.body?.properties ?? {});
  if (fields.some((field) => /password/i.test(field))) return Math.ceil(RUNS_PER_ROUTE * 0.45);
  return route.method === 'GET' ? Math.ceil(RUNS_PER_ROUTE * 1.3) : RUNS_PER_ROUTE;
}

/** Generated hostile requests (fast-check) on every route of the file's areas. */
export function fuzzRoutes(suite: HostileSuite, file: RouteFile): void {
  const routes = routesOfFile(suite.routes, file);
  describe('hostile input on every API route', () => {
    describe.each(routes.map((route) => [route.key, route] as const))('%s', (_key, route) => {
      it('answers malformed, oversized and wrongly typed input with a JSON message, never a 5xx, and a refusal changes nothing', async () => {
        await suite.freshWorld();
        const readOnly = route.method === 'GET';
        await fc.assert(
          fc.asyncProperty(hostileRequests(suite.runner.world, route), async (request) => {
            suite.countCase();
            await suite.runner.send(request, { digest: !readOnly });
          }),
          { numRuns: runsFor(route), seed: SEED },
        );
        if (readOnly) await suite.runner.expectUnchanged(`${route.key} (read-only)`);
      });
    });
  });
}
