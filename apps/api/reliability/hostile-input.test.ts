import type { Page } from '@chairside/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenService } from '../src/auth/tokens.ts';
import { createTestApp, type TestApp } from '../test/support/app.ts';
import {
  DATE_FIELDS,
  dateFieldKey,
  dateInForm,
  dateLikeFields,
  dateRequest,
  HOSTILE_DATES,
  HOSTILE_YEARS,
  NOT_DATE_VALUES,
} from './support/hostile/dates.ts';
import { hostileRequests, type HostileRequest } from './support/hostile/requests.ts';
import { expectedStored, roundTripText, textTargets } from './support/hostile/round-trip.ts';
import { fillPath, listRoutes, type HostileRoute } from './support/hostile/routes.ts';
import { HostileRunner } from './support/hostile/runner.ts';
import { existingIds } from './support/hostile/samples.ts';
import { HOSTILE_URLS, refusalsOf, URL_FIELDS, urlFieldsOf } from './support/hostile/url-fields.ts';
import { RAW_BODIES } from './support/hostile/values.ts';
import { buildHostileWorld, HOSTILE_ACTORS, rebuildHostileWorld } from './support/hostile/world.ts';

/**
 * Bad input always gets a clear error, never a 500, and never loses or corrupts data.
 * Every route of the app gets generated hostile requests (fast-check); every answer must be
 * below 500, carry the security headers, and be a JSON `{ message }` when it refuses; a refused
 * request must leave a digest of every table as it was. `HOSTILE_RUNS` (runs per write route)
 * and `HOSTILE_SEED` scale the run and replay one.
 */
const RUNS_PER_ROUTE = Number(process.env.HOSTILE_RUNS ?? 230);
const ROUND_TRIP_RUNS = Math.ceil(RUNS_PER_ROUTE / 4);
const SEED = Number(process.env.HOSTILE_SEED ?? Date.now() % 2 ** 31);

/**
 * Runs per route. Reads are cheap, so they get more; a route that takes a password hashes it
 * (argon2, slow on purpose) for every well-formed request, so it gets fewer.
 */
function runsFor(route: HostileRoute): number {
  const fields = Object.keys(route.body?.properties ?? {});
  if (fields.some((field) => /password/i.test(field))) return Math.ceil(RUNS_PER_ROUTE * 0.45);
  return route.method === 'GET' ? Math.ceil(RUNS_PER_ROUTE * 1.3) : RUNS_PER_ROUTE;
}

// The routes come from the app itself, so they are known before the tests are declared.
const t: TestApp = await createTestApp();
const routes: HostileRoute[] = listRoutes(t.app);
const writeRoutes = routes.filter((route) => route.method !== 'GET');
let runner: HostileRunner;
const started = performance.now();
let cases = 0;

beforeAll(async () => {
  const forged = await createTokenService('not-the-server-secret-0123456789-abcdef', 3600).sign(1);
  runner = new HostileRunner(t, await buildHostileWorld(t), forged);
});

afterAll(() => {
  const { requests, accepted, refused, statuses } = runner.tally;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `[hostile-input] ${routes.length} routes, ${cases} cases, ${requests} hostile requests ` +
      `(${refused} refused, ${accepted} accepted, none answered 5xx) in ${seconds} s, ` +
      `seed ${SEED}; statuses ${JSON.stringify(statuses)}`,
  );
});

/** A fresh world when an accepted request may have changed the one the next test relies on. */
async function freshWorld() {
  if (runner.changedWorld) {
    runner.world = await rebuildHostileWorld(t);
    runner.changedWorld = false;
  }
  await runner.snapshot();
}

describe('hostile input on every API route', () => {
  it('finds the routes of the app', () => {
    expect(routes.length).toBeGreaterThan(30);
    expect(routes.map((route) => route.key)).toContain('PATCH /api/users/:id');
  });

  describe.each(routes.map((route) => [route.key, route] as const))('%s', (_key, route) => {
    it('answers malformed, oversized and wrongly typed input with a JSON message, never a 5xx, and a refusal changes nothing', async () => {
      await freshWorld();
      const readOnly = route.method === 'GET';
      await fc.assert(
        fc.asyncProperty(hostileRequests(runner.world, route), async (request) => {
          cases += 1;
          await runner.send(request, { digest: !readOnly });
        }),
        { numRuns: runsFor(route), seed: SEED },
      );
      if (readOnly) await runner.expectUnchanged(`${route.key} (read-only)`);
    });
  });
});

describe('bodies that are not what a route expects', () => {
  it.each(RAW_BODIES.map((raw) => [raw.label, raw] as const))(
    '%s: every route that takes a body answers it below 500, and a refusal changes nothing',
    async (_label, raw) => {
      await freshWorld();
      for (const [index, route] of writeRoutes.entries()) {
        const path = Object.fromEntries(
          route.pathParams.map((param) => [
            param.name,
            String(existingIds(runner.world, route, param.name)[0]),
          ]),
        );
        const request: HostileRequest = {
          kind: 'raw body',
          actor: HOSTILE_ACTORS[index % HOSTILE_ACTORS.length],
          method: route.method,
          url: fillPath(route, path),
          headers: { 'content-type': raw.contentType },
          payload: raw.payload,
          remoteAddress: '10.88.0.1',
        };
        cases += 1;
        await runner.send(request, { digest: true });
      }
    },
  );
});

describe('every date field of every route (issue point 6: Copy Week answered 500 for 9999-12-26)', () => {
  it('names every field of every route that takes a date', () => {
    expect(DATE_FIELDS.map(dateFieldKey).sort()).toEqual(dateLikeFields(routes));
  });

  it.each(DATE_FIELDS.map((field) => [dateFieldKey(field), field] as const))(
    '%s: a date out of the years 1000-9998, no date, or no text at all gets 400 with a message and changes nothing',
    async (key, field) => {
      await freshWorld();
      const route = routes.find((candidate) => candidate.key === field.route);
      if (!route) throw new Error(`no route ${field.route}`);
      const values: unknown[] =
        field.form === 'year'
          ? [...HOSTILE_YEARS]
          : HOSTILE_DATES.map((date) => dateInForm(date, field.form));
      if (field.in === 'body') values.push(...NOT_DATE_VALUES);
      for (const value of values) {
        cases += 1;
        const response = await runner.send(dateRequest(runner.world, route, field, value), {
          digest: true,
        });
        expect(
          response.statusCode,
          `${key} = ${JSON.stringify(value).slice(0, 80)}: ${response.body.slice(0, 300)}`,
        ).toBe(400);
      }
    },
  );
});

describe('text round-trips as plain text: stored and answered exactly (trimmed), or a clear 400', () => {
  let sequence = 0;
  const targets = textTargets(t, () => runner.world);

  it.each(targets.map((target) => [target.label, target] as const))(
    '%s',
    async (_label, target) => {
      await freshWorld();
      await fc.assert(
        fc.asyncProperty(roundTripText, async (text) => {
          cases += 1;
          sequence += 1;
          const request = await target.write(text, sequence);
          // The write may have prepared rows of its own (a shift to request).
          await runner.snapshot();
          const response = await runner.send(request, { digest: true });
          const expected = expectedStored(text, target.rule);
          if (!expected.accepted) {
            expect(response.statusCode, `${target.label} ${JSON.stringify(text)}`).toBe(400);
            return;
          }
          expect(
            response.statusCode,
            `${target.label} ${JSON.stringify(text)}: ${response.body}`,
          ).toBeLessThan(300);
          expect(await target.readBack(response.json(), sequence)).toBe(expected.stored);
          if (target.search && expected.stored) {
            const page = await t.app.inject({
              url: target.search.url(expected.stored),
              headers: {
                authorization: `Bearer ${runner.world.actors[target.search.actor].token}`,
              },
            });
            expect(page.statusCode).toBe(200);
            const { items, total } = page.json<Page<unknown>>();
            const needle = expected.stored.toLowerCase();
            // The search reads %, _ and \ as plain characters: every row found holds the text.
            for (const row of items)
              expect(target.search.textOf(row).toLowerCase()).toContain(needle);
            if (total <= items.length) {
              expect(items.map((row) => target.search?.nameOf(row))).toContain(expected.stored);
            }
          }
        }),
        { numRuns: ROUND_TRIP_RUNS, seed: SEED },
      );
    },
  );
});

describe('URL fields: no URL a user sends makes the server reach its own network (issue #23 §1)', () => {
  it('the catalogue lists every URL-like field of every route', () => {
    const listed = URL_FIELDS.map((entry) => `${entry.route} ${entry.field}`).sort();
    expect(urlFieldsOf(routes)).toEqual(listed);
  });

  it.each(URL_FIELDS.map((entry) => [`${entry.route} ${entry.field}`, entry] as const))(
    '%s refuses every loopback, private, link-local, IP-literal and foreign URL, storing nothing',
    async (_label, entry) => {
      await freshWorld();
      const [method, url] = entry.route.split(' ');
      for (const [label, hostile] of HOSTILE_URLS) {
        cases += 1;
        const response = await runner.send(
          {
            kind: `url field (${label})`,
            actor: entry.actor,
            method,
            url,
            headers: { 'content-type': 'application/json' },
            payload: JSON.stringify(entry.body(hostile)),
            remoteAddress: '10.77.0.1',
          },
          { digest: true },
        );
        expect(refusalsOf(entry, hostile), `${entry.route} ${label}: ${response.body}`).toContain(
          response.statusCode,
        );
      }
    },
  );
});

describe('after all of it', () => {
  it('the app still answers', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
  });
});
