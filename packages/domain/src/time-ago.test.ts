import { describe, expect, it } from 'vitest';
import { formatTimeAgo } from './time-ago.ts';

const now = new Date('2026-03-10T12:00:00Z');
const before = (ms: number) => new Date(now.getTime() - ms);

describe('formatTimeAgo', () => {
  it.each([
    [0, 'Just now'],
    [-5 * 60_000, 'Just now'],
    [59_999, 'Just now'],
    [60_000, '1 min ago'],
    [59 * 60_000, '59 min ago'],
    [60 * 60_000, '1 h ago'],
    [23 * 3_600_000, '23 h ago'],
    [24 * 3_600_000, '1 d ago'],
    [6 * 86_400_000, '6 d ago'],
  ])('says %i ms ago as %s', (ms, text) => {
    expect(formatTimeAgo(before(ms), now)).toBe(text);
  });

  it('gives the date from a week on', () => {
    expect(formatTimeAgo(new Date('2026-03-01T12:00:00Z'), now)).toBe('Mar 1');
  });
});
