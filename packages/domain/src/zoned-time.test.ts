import { describe, expect, it } from 'vitest';
import {
  addMinutesToLocal,
  addWallClockMinutes,
  localClockOf,
  localDateOf,
  skippedClocks,
  utcOffsetMinutes,
  wallClockMinutesBetween,
  zonedLocalToInstant,
} from './zoned-time.ts';

describe('zonedLocalToInstant (DESIGN §8, read as RFC 5545 reads local times)', () => {
  it.each([
    ['2027-07-01T09:00', 'America/New_York', '2027-07-01T13:00:00.000Z'],
    ['2027-01-15T09:00', 'America/New_York', '2027-01-15T14:00:00.000Z'],
    ['2027-01-15T09:00', 'Pacific/Honolulu', '2027-01-15T19:00:00.000Z'],
    ['2027-07-01T09:00', 'America/Phoenix', '2027-07-01T16:00:00.000Z'],
  ])('reads %s in %s as %s', (local, zone, instant) => {
    expect(zonedLocalToInstant(local, zone).toISOString()).toBe(instant);
  });

  it.each([
    ['2027-11-07T01:30', 'America/New_York', '2027-11-07T05:30:00.000Z'],
    ['2027-10-31T02:30', 'Europe/Berlin', '2027-10-31T00:30:00.000Z'],
  ])(
    'takes the first occurrence of %s, which a fall-back change repeats in %s',
    (local, zone, instant) => {
      expect(zonedLocalToInstant(local, zone).toISOString()).toBe(instant);
    },
  );

  it('moves a time skipped by a spring-forward change forward by the gap', () => {
    expect(zonedLocalToInstant('2027-03-14T02:30', 'America/New_York').toISOString()).toBe(
      '2027-03-14T07:30:00.000Z',
    );
  });

  it.each([
    ['2027-03-14T01:59', '2027-03-14T06:59:00.000Z'],
    ['2027-03-14T03:00', '2027-03-14T07:00:00.000Z'],
    ['2027-11-07T00:59', '2027-11-07T04:59:00.000Z'],
    ['2027-11-07T02:00', '2027-11-07T07:00:00.000Z'],
  ])('reads %s, beside a change in New York, as %s', (local, instant) => {
    expect(zonedLocalToInstant(local, 'America/New_York').toISOString()).toBe(instant);
  });

  it('reads a year below 100 as that year, not as 19xx', () => {
    expect(zonedLocalToInstant('0050-06-01T09:00', 'UTC').toISOString()).toBe(
      '0050-06-01T09:00:00.000Z',
    );
  });
});

describe('skippedClocks: times a spring-forward change skips, from the zone data', () => {
  it.each([
    ['2027-03-14T02:00', 'America/New_York'],
    ['2027-03-14T02:30', 'America/New_York'],
    ['2027-03-14T02:59', 'America/New_York'],
    ['2027-03-14T02:15', 'America/Los_Angeles'],
  ])('finds %s in %s skipped from 2:00 to 3:00', (local, zone) => {
    expect(skippedClocks(local, zone)).toEqual({ from: '02:00', to: '03:00' });
  });

  it('follows the zone rather than a fixed hour: Lord Howe skips half an hour at 2:00', () => {
    expect(skippedClocks('2027-10-03T02:10', 'Australia/Lord_Howe')).toEqual({
      from: '02:00',
      to: '02:30',
    });
  });

  it.each([
    ['the minute before the gap', '2027-03-14T01:59', 'America/New_York'],
    ['the end of the gap', '2027-03-14T03:00', 'America/New_York'],
    ['a repeated fall-back time', '2027-11-07T01:30', 'America/New_York'],
    ['2:30 AM where no DST is kept', '2027-03-14T02:30', 'America/Phoenix'],
    ['2:30 AM on an ordinary day', '2027-03-15T02:30', 'America/New_York'],
  ])('finds nothing skipped at %s', (_case, local, zone) => {
    expect(skippedClocks(local, zone)).toBeNull();
  });
});

describe('utcOffsetMinutes', () => {
  it.each([
    ['America/New_York', '2027-01-15T12:00:00Z', -300],
    ['America/New_York', '2027-07-15T12:00:00Z', -240],
    ['Asia/Kathmandu', '2027-01-15T12:00:00Z', 345],
    ['UTC', '2027-01-15T12:00:00Z', 0],
  ])('gives %s at %s an offset of %i minutes', (zone, instant, minutes) => {
    expect(utcOffsetMinutes(Date.parse(instant), zone)).toBe(minutes);
  });
});

describe('addWallClockMinutes', () => {
  it('keeps the wall clock across a spring-forward change: 7 hours pass for 8 on the clock', () => {
    const start = zonedLocalToInstant('2027-03-13T22:00', 'America/Chicago');
    const end = addWallClockMinutes(start, 480, 'America/Chicago');
    expect(`${localDateOf(end, 'America/Chicago')} ${localClockOf(end, 'America/Chicago')}`).toBe(
      '2027-03-14 06:00',
    );
    expect(end.getTime() - start.getTime()).toBe(7 * 3_600_000);
  });
});

describe('wallClockMinutesBetween: the length a shift between two instants is stored with', () => {
  it.each([
    ['an ordinary day', '2027-06-01T13:00:00Z', '2027-06-01T15:00:00Z', 120],
    [
      'across spring-forward (1 hour passes, 2 on the clock)',
      '2027-03-14T07:00:00Z',
      '2027-03-14T08:00:00Z',
      120,
    ],
    [
      'across fall-back (2 hours pass, 1 on the clock)',
      '2027-11-07T05:00:00Z',
      '2027-11-07T07:00:00Z',
      60,
    ],
  ])('counts %s', (_case, start, end, minutes) => {
    expect(wallClockMinutesBetween(start, end, 'America/Chicago')).toBe(minutes);
  });
});

describe('addMinutesToLocal', () => {
  it.each([
    ['2027-03-13T22:00', 480, '2027-03-14T06:00'],
    ['2027-12-31T23:30', 60, '2028-01-01T00:30'],
    ['9998-12-31T23:00', 1440, '9999-01-01T23:00'],
  ])('moves %s by %i minutes to %s', (local, minutes, moved) => {
    expect(addMinutesToLocal(local, minutes)).toBe(moved);
  });
});
