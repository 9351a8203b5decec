import { describe, expect, it } from 'vitest';
import { formatAnswerBy } from './offer-answer-by.ts';

const LA = 'America/Los_Angeles';
const deadline = '2026-11-29T10:28:00Z';

describe('formatAnswerBy: an offer’s deadline, on the shift’s clocks (issue #26 §7)', () => {
  it.each([
    ['2026-11-29T05:28:00Z', 'Answer by Sun, Nov 29, 2:28 AM PST (in 5 hours)'],
    ['2026-11-29T10:00:00Z', 'Answer by Sun, Nov 29, 2:28 AM PST (in 28 minutes)'],
    ['2026-11-29T10:27:30Z', 'Answer by Sun, Nov 29, 2:28 AM PST (in 1 minute)'],
    ['2026-11-26T10:28:00Z', 'Answer by Sun, Nov 29, 2:28 AM PST (in 3 days)'],
    ['2026-11-29T10:28:00Z', 'Answer by Sun, Nov 29, 2:28 AM PST (time is up)'],
  ])('at %s reads %s', (now, text) => {
    expect(formatAnswerBy(deadline, LA, new Date(now))).toBe(text);
  });
});
