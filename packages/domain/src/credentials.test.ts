import { describe, expect, it } from 'vitest';
import { credentialStatus, credentialToday } from './credentials.ts';

describe('a credential’s status on a day (issue #27 §2)', () => {
  it.each<[string, string | null, string, string]>([
    ['2026-10-31', null, '2026-10-30', 'unverified'],
    ['2026-10-31', '2026-09-01T12:00:00Z', '2026-10-30', 'verified'],
    // Valid through its expiry date, as licenses are printed.
    ['2026-10-31', '2026-09-01T12:00:00Z', '2026-10-31', 'verified'],
    ['2026-10-31', null, '2026-10-31', 'unverified'],
    // Expired wins over verified once the date is past.
    ['2026-10-31', '2026-09-01T12:00:00Z', '2026-11-01', 'expired'],
    ['2026-10-31', null, '2026-11-01', 'expired'],
    ['2025-12-31', null, '2026-01-01', 'expired'],
  ])('expiring %s, verified at %s, reads on %s as %s', (expiresOn, verifiedAt, today, status) => {
    expect(credentialStatus({ expiresOn, verifiedAt }, today)).toBe(status);
  });
});

describe('today, for a credential: the US day that ends last (Hawaii, UTC−10)', () => {
  it.each([
    // 09:59 UTC on Nov 1 is still Oct 31 in Honolulu: a license valid through Oct 31 still holds.
    ['2026-11-01T09:59:00Z', '2026-10-31'],
    ['2026-11-01T10:00:00Z', '2026-11-01'],
    ['2026-07-04T23:00:00Z', '2026-07-04'],
  ])('at %s it is %s', (now, day) => {
    expect(credentialToday(new Date(now))).toBe(day);
  });
});
