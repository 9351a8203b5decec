import { describe, expect, it } from 'vitest';
import { errorsOf, parseValid } from '../test-support.ts';
import { userEditFormSchema, userUpdateSchema } from './users.ts';

describe('User edit (SPEC §5)', () => {
  it.each([[''], [undefined], ['owner']])(
    'says Position is required for position %j',
    (position) => {
      expect(errorsOf(userEditFormSchema, { position, locationIds: [], isActive: true })).toEqual({
        position: 'Position is required',
      });
    },
  );

  it('requires at least one location for a location manager', () => {
    expect(
      errorsOf(userEditFormSchema, {
        position: 'location_manager',
        locationIds: [],
        isActive: true,
      }),
    ).toEqual({
      locationIds: 'At least one location must be selected for location managers',
    });
  });

  it('accepts a location manager with a location', () => {
    expect(
      errorsOf(userEditFormSchema, {
        position: 'location_manager',
        locationIds: [4],
        isActive: true,
      }),
    ).toEqual({});
  });

  it.each(['admin', 'manager', 'employee'])('needs no location for %s', (position) => {
    expect(errorsOf(userEditFormSchema, { position, locationIds: [], isActive: false })).toEqual(
      {},
    );
  });
});

describe('User update payload', () => {
  it('refuses making someone a location manager without locations', () => {
    expect(errorsOf(userUpdateSchema, { position: 'location_manager' })).toEqual({
      locationIds: 'At least one location must be selected for location managers',
    });
    expect(errorsOf(userUpdateSchema, { position: 'location_manager', locationIds: [] })).toEqual({
      locationIds: 'At least one location must be selected for location managers',
    });
  });

  it('lets every field be left out', () => {
    expect(parseValid(userUpdateSchema, {})).toEqual({});
    expect(parseValid(userUpdateSchema, { isActive: false })).toEqual({ isActive: false });
  });

  it('reads location ids as integers', () => {
    expect(
      parseValid(userUpdateSchema, { position: 'location_manager', locationIds: ['4', 5] }),
    ).toEqual({
      position: 'location_manager',
      locationIds: [4, 5],
    });
  });

  it('says Position is required for an unknown position', () => {
    expect(errorsOf(userUpdateSchema, { position: 'owner' })).toEqual({
      position: 'Position is required',
    });
  });
});
