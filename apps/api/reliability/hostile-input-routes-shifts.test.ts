import { fuzzRoutes, hostileInputFile } from './support/hostile/suite.ts';

/**
 * Hostile input (docs/RELIABILITY.md §2), generated: the routes of /api/shifts (shifts, their
 * requests, series, Copy Week). Every answer below 500 with the security headers, a refusal a
 * JSON message that changes nothing.
 */
await hostileInputFile('hostile-input-routes-shifts', (suite) => fuzzRoutes(suite, 'shifts'));
