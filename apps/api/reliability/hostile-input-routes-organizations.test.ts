import { fuzzRoutes, hostileInputFile } from './support/hostile/suite.ts';

/**
 * Hostile input (docs/RELIABILITY.md §2), generated: the routes of /api/organizations,
 * /api/locations and /api/invites. Every answer below 500 with the security headers, a refusal a
 * JSON message that changes nothing.
 */
await hostileInputFile('hostile-input-routes-organizations', (suite) =>
  fuzzRoutes(suite, 'organizations'),
);
