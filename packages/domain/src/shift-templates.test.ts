import { describe, expect, it } from 'vitest';
import { shiftTemplateSummary } from './shift-templates.ts';

describe('shiftTemplateSummary: a template in one line (issue #16 §1)', () => {
  it.each<[string, string, string, number, string]>([
    ['Hygiene day', '07:00', '16:00', 60, 'Hygiene day · 7:00 AM – 4:00 PM · 1 hour lunch'],
    [
      'Assistant half day',
      '08:00',
      '12:30',
      0,
      'Assistant half day · 8:00 AM – 12:30 PM · no lunch',
    ],
    ['Late', '12:00', '20:00', 30, 'Late · 12:00 PM – 8:00 PM · 30 minutes lunch'],
  ])('%s', (name, startTime, endTime, lunchMinutes, summary) => {
    expect(shiftTemplateSummary({ name, startTime, endTime, lunchMinutes })).toBe(summary);
  });
});
