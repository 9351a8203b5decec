import { describe, expect, it } from 'vitest';
import { skippedShiftTimeMessages } from './skipped-shift-times.ts';

const SKIPPED = 'clocks skip from 2:00 AM to 3:00 AM for daylight saving time.';

describe('skippedShiftTimeMessages (impossible local times are refused, not moved)', () => {
  it('refuses a start inside the spring-forward gap', () => {
    expect(skippedShiftTimeMessages('2027-03-14T02:30', 480, 'America/New_York')).toEqual([
      `This time does not exist on that day: ${SKIPPED} Choose another start time.`,
    ]);
  });

  it('refuses a shift whose wall-clock end falls inside the gap', () => {
    expect(skippedShiftTimeMessages('2027-03-13T20:30', 360, 'America/New_York')).toEqual([
      `This time does not exist on that day: ${SKIPPED} Choose another end time.`,
    ]);
  });

  it.each([
    ['ending across the change', '2027-03-13T22:00', 480, 'America/New_York'],
    ['ending at the gap’s end', '2027-03-13T21:00', 360, 'America/New_York'],
    ['in a zone without DST', '2027-03-14T02:30', 480, 'America/Phoenix'],
    ['in the repeated fall-back hour', '2027-11-07T01:30', 60, 'America/New_York'],
  ])('accepts a shift %s', (_case, date, minutes, zone) => {
    expect(skippedShiftTimeMessages(date, minutes, zone)).toEqual([]);
  });
});
