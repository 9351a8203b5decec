import { describe, expect, it } from 'vitest';
import { errorsOf, parseValid } from '../test-support.ts';
import { createOrganizationSchema, type CreateOrganizationForm } from './organizations.ts';

const makeOrganization = (
  overrides: Partial<CreateOrganizationForm> = {},
): CreateOrganizationForm => ({
  name: 'Bright Smiles',
  addressLine1: '100 Main St',
  addressLine2: '',
  city: 'Austin',
  stateCode: 'TX',
  zipCode: '78701',
  ...overrides,
});

describe('Create Organization (SPEC §5)', () => {
  it.each([
    ['name', 'Name is required'],
    ['addressLine1', 'Address Line 1 is required'],
    ['city', 'City is required'],
    ['stateCode', 'State is required'],
    ['zipCode', 'Zip Code is required'],
  ])('requires %s: %s', (field, message) => {
    expect(errorsOf(createOrganizationSchema, makeOrganization({ [field]: '' }))).toEqual({
      [field]: message,
    });
    expect(errorsOf(createOrganizationSchema, makeOrganization({ [field]: undefined }))).toEqual({
      [field]: message,
    });
  });

  it('reports every missing field at once', () => {
    expect(errorsOf(createOrganizationSchema, {})).toEqual({
      name: 'Name is required',
      addressLine1: 'Address Line 1 is required',
      city: 'City is required',
      stateCode: 'State is required',
      zipCode: 'Zip Code is required',
    });
  });

  it('refuses a state that is not one of the 50 codes', () => {
    expect(
      errorsOf(createOrganizationSchema, makeOrganization({ stateCode: 'ZZ' as never })),
    ).toEqual({
      stateCode: 'State is required',
    });
  });

  it.each([['7870'], ['787011'], ['ABCDE']])('refuses zip code %j', (zipCode) => {
    expect(errorsOf(createOrganizationSchema, makeOrganization({ zipCode }))).toEqual({
      zipCode: 'Zip Code must be 5 digits',
    });
  });

  it('accepts a ZIP+4 code', () => {
    expect(errorsOf(createOrganizationSchema, makeOrganization({ zipCode: '78701-1234' }))).toEqual(
      {},
    );
  });

  it('leaves Address Line 2 optional', () => {
    expect(
      parseValid(createOrganizationSchema, makeOrganization({ addressLine2: undefined }))
        .addressLine2,
    ).toBeNull();
    expect(
      parseValid(createOrganizationSchema, makeOrganization({ addressLine2: ' Suite 4 ' }))
        .addressLine2,
    ).toBe('Suite 4');
  });

  it('always sends country code US and null managerNames', () => {
    expect(parseValid(createOrganizationSchema, makeOrganization())).toEqual({
      name: 'Bright Smiles',
      addressLine1: '100 Main St',
      addressLine2: null,
      city: 'Austin',
      stateCode: 'TX',
      zipCode: '78701',
      countryCode: 'US',
    });
    expect(
      createOrganizationSchema.safeParse(makeOrganization({ countryCode: 'CA' as never })).success,
    ).toBe(false);
  });
});
