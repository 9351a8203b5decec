import { ACCOUNT_POSITIONS, menuFor } from '@chairside/domain';
import { describe, expect, it } from 'vitest';
import { MENU_PATHS, paths } from './paths.ts';

describe('paths', () => {
  it('opens every menu entry at the address the domain menu names', () => {
    for (const position of ACCOUNT_POSITIONS) {
      for (const entry of menuFor(position)) expect(MENU_PATHS[entry.key]).toBe(entry.path);
    }
  });

  it.each([
    [paths.shifts.href(), '/dashboard/shifts'],
    [paths.shifts.href({ org: 3 }), '/dashboard/shifts?org=3'],
    [paths.shifts.href({ org: 3, location: 11 }), '/dashboard/shifts?org=3&location=11'],
    [paths.shifts.href({ date: '2026-11-23' }), '/dashboard/shifts?date=2026-11-23'],
    [paths.shiftDetail.href(41), '/dashboard/shifts/41'],
    [paths.locations.href({ org: 3 }), '/dashboard/locations?org=3'],
    [
      paths.login.href('/auth/accept-invite?code=a b'),
      '/auth/login?next=%2Fauth%2Faccept-invite%3Fcode%3Da%20b',
    ],
    [paths.acceptInvite.href('x/y'), '/auth/accept-invite?code=x%2Fy'],
    [paths.landing.href('features'), '/#features'],
  ])('builds %s', (href, expected) => {
    expect(href).toBe(expected);
  });
});
