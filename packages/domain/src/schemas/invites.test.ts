import { describe, expect, it } from 'vitest';
import { errorsOf, parseValid } from '../test-support.ts';
import {
  createInviteFormSchema,
  createInviteSchema,
  inviteCodeQuerySchema,
  verifyInviteFormSchema,
  verifyInvitePayloadSchema,
  type CreateInviteForm,
  type VerifyInviteForm,
} from './invites.ts';

const makeInvite = (overrides: Partial<CreateInviteForm> = {}): CreateInviteForm => ({
  organizationId: 3,
  name: 'Dana Whitfield',
  email: 'dana@example.com',
  position: 'employee',
  ...overrides,
});

describe('Invite (SPEC §5)', () => {
  it.each([
    ['name', 'Name is required'],
    ['email', 'Email is required'],
    ['position', 'Position is required'],
  ])('requires %s: %s', (field, message) => {
    for (const schema of [
      createInviteFormSchema(true),
      createInviteFormSchema(false),
      createInviteSchema,
    ]) {
      expect(errorsOf(schema, makeInvite({ [field]: '' }))).toEqual({ [field]: message });
    }
  });

  it.each([['dana'], ['dana@'], ['dana@example']])(
    'says Please enter a valid email address for %j',
    (email) => {
      expect(errorsOf(createInviteFormSchema(false), makeInvite({ email }))).toEqual({
        email: 'Please enter a valid email address',
      });
    },
  );

  it.each([[undefined], [''], [null]])(
    'requires an organization (%j) when the user has none',
    (organizationId) => {
      expect(errorsOf(createInviteFormSchema(true), makeInvite({ organizationId }))).toEqual({
        organizationId: 'Organization is required',
      });
    },
  );

  it('does not ask an organization-bound user for an organization', () => {
    expect(
      errorsOf(createInviteFormSchema(false), makeInvite({ organizationId: undefined })),
    ).toEqual({});
  });

  it('sends managed locations of a location manager as managingLocationIds', () => {
    expect(
      parseValid(
        createInviteSchema,
        makeInvite({ position: 'location_manager', managingLocationIds: ['4', 9] }),
      ),
    ).toEqual({
      organizationId: 3,
      name: 'Dana Whitfield',
      email: 'dana@example.com',
      position: 'location_manager',
      managingLocationIds: [4, 9],
    });
  });

  it('sends no managed locations by default', () => {
    expect(parseValid(createInviteSchema, makeInvite()).managingLocationIds).toEqual([]);
  });
});

const makeVerification = (overrides: Partial<VerifyInviteForm> = {}): VerifyInviteForm => ({
  jobTitle: 'Hygienist',
  phoneNumber: '(512) 555-0134',
  password: 'correct horse',
  confirmPassword: 'correct horse',
  ...overrides,
});

describe('Verify invite (SPEC §5)', () => {
  it.each([[''], ['  '], [undefined]])(
    'says Invalid verification link without a code (%j)',
    (code) => {
      expect(errorsOf(inviteCodeQuerySchema, { code })).toEqual({
        code: 'Invalid verification link',
      });
    },
  );

  it('says Passwords do not match when the confirmation differs', () => {
    expect(
      errorsOf(verifyInviteFormSchema, makeVerification({ confirmPassword: 'correct house' })),
    ).toEqual({
      confirmPassword: 'Passwords do not match',
    });
  });

  it('says Password must be at least 8 characters long for 7 characters', () => {
    expect(
      errorsOf(
        verifyInviteFormSchema,
        makeVerification({ password: '1234567', confirmPassword: '1234567' }),
      ),
    ).toEqual({
      password: 'Password must be at least 8 characters long',
    });
  });

  it.each([[''], ['555-1234'], ['25125550134'], ['512555013489']])(
    'says Please enter a valid US phone number for %j',
    (phoneNumber) => {
      expect(errorsOf(verifyInviteFormSchema, makeVerification({ phoneNumber }))).toEqual({
        phoneNumber: 'Please enter a valid US phone number',
      });
    },
  );

  it.each([
    ['5125550134', '+15125550134'],
    ['(512) 555-0134', '+15125550134'],
    ['1 512 555 0134', '+15125550134'],
  ])('normalizes phone %j to %s', (phoneNumber, normalized) => {
    expect(parseValid(verifyInviteFormSchema, makeVerification({ phoneNumber })).phoneNumber).toBe(
      normalized,
    );
    expect(
      parseValid(verifyInvitePayloadSchema, {
        password: 'correct horse',
        jobTitle: 'Hygienist',
        phoneNumber,
      }),
    ).toEqual({ password: 'correct horse', jobTitle: 'Hygienist', phoneNumber: normalized });
  });
});

describe('location manager invites', () => {
  it.each([
    ['the API payload', createInviteSchema],
    ['the form', createInviteFormSchema(false)],
  ])('%s requires at least one managed location for a location manager', (_name, schema) => {
    const result = schema.safeParse(
      makeInvite({ position: 'location_manager', managingLocationIds: [] }),
    );
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(
      'At least one location must be selected for location managers',
    );
  });
});
