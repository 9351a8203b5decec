import { expect, it } from 'vitest';
import { fuzzRoutes, hostileInputFile } from './support/hostile/suite.ts';

/**
 * Hostile input (docs/RELIABILITY.md §2), generated: the routes of /api/users (people, their own
 * profile, password, phone, credentials). Every answer below 500 with the security headers, a
 * refusal a JSON message that changes nothing.
 */
await hostileInputFile('hostile-input-routes-users', (suite) => {
  it('finds the routes of the app', () => {
    expect(suite.routes.length).toBeGreaterThan(30);
    expect(suite.routes.map((route) => route.key)).toContain('PATCH /api/users/:id');
  });

  fuzzRoutes(suite, 'users');
});
