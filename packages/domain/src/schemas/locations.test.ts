import { describe, expect, it } from 'vitest';
import { errorsOf, parseValid } from '../test-support.ts';
import {
  createLocationFormSchema,
  createLocationSchema,
  type CreateLocationForm,
} from './locations.ts';

const makeLocation = (overrides: Partial<CreateLocationForm> = {}): CreateLocationForm => ({
  organizationId: 3,
  locationNumber: 'TX-001',
  name: 'Downtown',
  addressLine1: '100 Main St',
  city: 'Austin',
  stateCode: 'TX',
  zipCode: '78701',
  timezone: 'America/Chicago',
  ...overrides,
});

describe('Create Location (SPEC §5)', () => {
  it.each([
    ['locationNumber', 'Location ID is required'],
    ['name', 'Name is required'],
    ['addressLine1', 'Address Line 1 is required'],
    ['city', 'City is required'],
    ['stateCode', 'State is required'],
    ['zipCode', 'Zip Code is required'],
    ['timezone', 'Timezone is required'],
  ])('requires %s: %s', (field, message) => {
    for (const schema of [
      createLocationFormSchema(true),
      createLocationFormSchema(false),
      createLocationSchema,
    ]) {
      expect(errorsOf(schema, makeLocation({ [field]: '' }))).toEqual({ [field]: message });
    }
  });

  it.each([[undefined], [''], [null]])(
    'requires an organization (%j) when the user has none',
    (organizationId) => {
      expect(errorsOf(createLocationFormSchema(true), makeLocation({ organizationId }))).toEqual({
        organizationId: 'Organization is required',
      });
    },
  );

  it('does not ask an organization-bound user for an organization', () => {
    expect(
      errorsOf(createLocationFormSchema(false), makeLocation({ organizationId: undefined })),
    ).toEqual({});
  });

  it('lets the API payload omit the organization for an organization-bound actor', () => {
    expect(
      parseValid(createLocationSchema, makeLocation({ organizationId: undefined })).organizationId,
    ).toBeUndefined();
  });

  it('refuses a timezone outside the seven US zones', () => {
    expect(
      errorsOf(createLocationSchema, makeLocation({ timezone: 'Europe/London' as never })),
    ).toEqual({
      timezone: 'Timezone is required',
    });
  });

  it('sends the organization as an integer and the country code US', () => {
    expect(
      parseValid(createLocationFormSchema(true), makeLocation({ organizationId: '3' })),
    ).toMatchObject({
      organizationId: 3,
      countryCode: 'US',
      addressLine2: null,
    });
  });
});
