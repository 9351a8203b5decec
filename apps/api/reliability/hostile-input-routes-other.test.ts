import { fuzzRoutes, hostileInputFile } from './support/hostile/suite.ts';

/**
 * Hostile input (docs/RELIABILITY.md §2), generated: the routes of every area the other route
 * files do not take (auth, notifications, push, calendar, reports, …), a new area included.
 * Every answer below 500 with the security headers, a refusal a JSON message that changes nothing.
 */
await hostileInputFile('hostile-input-routes-other', (suite) => fuzzRoutes(suite, 'other'));
