import { describe, it } from 'vitest';
import type { HostileRequest } from './support/hostile/requests.ts';
import { fillPath } from './support/hostile/routes.ts';
import { existingPath } from './support/hostile/samples.ts';
import { hostileInputFile } from './support/hostile/suite.ts';
import { RAW_BODIES } from './support/hostile/values.ts';
import { HOSTILE_ACTORS } from './support/hostile/world.ts';

/**
 * Hostile input (docs/RELIABILITY.md §2): whole bodies that are not what a route expects (broken
 * JSON, other content types, prototype keys, deep nesting, over 64 KB), each sent to every route
 * that takes a body.
 */
await hostileInputFile('hostile-input-raw-bodies', (suite) => {
  const writeRoutes = suite.routes.filter((route) => route.method !== 'GET');

  describe('bodies that are not what a route expects', () => {
    it.each(RAW_BODIES.map((raw) => [raw.label, raw] as const))(
      '%s: every route that takes a body answers it below 500, and a refusal changes nothing',
      async (_label, raw) => {
        await suite.freshWorld();
        for (const [index, route] of writeRoutes.entries()) {
          const request: HostileRequest = {
            kind: 'raw body',
            actor: HOSTILE_ACTORS[index % HOSTILE_ACTORS.length],
            method: route.method,
            url: fillPath(route, existingPath(suite.runner.world, route)),
            headers: { 'content-type': raw.contentType },
            payload: raw.payload,
            remoteAddress: '10.88.0.1',
          };
          suite.countCase();
          await suite.runner.send(request, { digest: true });
        }
      },
    );
  });
});
