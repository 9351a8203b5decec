import { describe, expect, it } from 'vitest';
import { WORK_PROFILE_MESSAGES } from '../messages/general.ts';
import { workProfilePayloadSchema } from './work-profile.ts';

const valid = {
  homeZip: '10001',
  travelRadiusMiles: 25,
  weekdays: [5, 1],
  openToOtherOrganizations: true,
};

const messagesOf = (payload: object) =>
  workProfilePayloadSchema.safeParse(payload).error?.issues.map((issue) => issue.message);

describe('workProfilePayloadSchema', () => {
  it('accepts a work profile and answers the weekdays in week order', () => {
    expect(workProfilePayloadSchema.parse(valid).weekdays).toEqual([1, 5]);
  });

  it('no weekday chosen means any day', () => {
    expect(workProfilePayloadSchema.parse({ ...valid, weekdays: [] }).weekdays).toEqual([]);
  });

  it.each([7, 15, 200, 0])('refuses a travel radius of %i miles', (miles) => {
    expect(messagesOf({ ...valid, travelRadiusMiles: miles })).toEqual([
      WORK_PROFILE_MESSAGES.radiusNotOffered,
    ]);
  });

  it.each([[[7]], [[-1]], [[1.5]]])('refuses weekdays %j outside 0 to 6', (weekdays) => {
    expect(messagesOf({ ...valid, weekdays })).toEqual([WORK_PROFILE_MESSAGES.weekdayOutOfRange]);
  });

  it('refuses a weekday chosen twice', () => {
    expect(messagesOf({ ...valid, weekdays: [1, 1] })).toEqual([
      WORK_PROFILE_MESSAGES.weekdaysRepeated,
    ]);
  });

  it('requires a home ZIP code of 5 digits', () => {
    expect(messagesOf({ ...valid, homeZip: '' })).toEqual(['Zip Code is required']);
    expect(messagesOf({ ...valid, homeZip: '1234' })).toEqual(['Zip Code must be 5 digits']);
  });
});
