import { describe, expect, it } from 'vitest';
import { errorsOf, parseValid } from '../test-support.ts';
import {
  passwordChangeFormSchema,
  passwordChangePayloadSchema,
  profileUpdateSchema,
  type ProfileUpdateForm,
} from './settings.ts';

const makeProfile = (overrides: Partial<ProfileUpdateForm> = {}): ProfileUpdateForm => ({
  name: 'Dana Whitfield',
  phoneNumber: '',
  jobTitle: 'Hygienist',
  ...overrides,
});

describe('Settings profile (SPEC §5)', () => {
  it.each([['Al'], ['  Al ']])('says Name must be at least 3 characters for %j', (name) => {
    expect(errorsOf(profileUpdateSchema, makeProfile({ name }))).toEqual({
      name: 'Name must be at least 3 characters',
    });
  });

  it('accepts a name of 3 characters', () => {
    expect(errorsOf(profileUpdateSchema, makeProfile({ name: 'Ana' }))).toEqual({});
  });

  it.each([[''], [null]])('clears the phone for %j', (phoneNumber) => {
    expect(parseValid(profileUpdateSchema, makeProfile({ phoneNumber })).phoneNumber).toBeNull();
  });

  it('leaves an absent phone out, so that the stored number is kept', () => {
    const withoutPhone = { name: 'Dana Whitfield', jobTitle: 'Hygienist' };
    expect(parseValid(profileUpdateSchema, withoutPhone)).not.toHaveProperty('phoneNumber');
  });

  it.each([['(900) 555-0134'], ['512-976-0134'], ['876-555-0134']])(
    'refuses a premium-rate or foreign number %j',
    (phoneNumber) => {
      expect(errorsOf(profileUpdateSchema, makeProfile({ phoneNumber }))).toEqual({
        phoneNumber: 'Please enter a valid US phone number',
      });
    },
  );

  it.each([['555-1234'], ['25125550134'], ['123456789012']])(
    'says Please enter a valid US phone number for %j',
    (phoneNumber) => {
      expect(errorsOf(profileUpdateSchema, makeProfile({ phoneNumber }))).toEqual({
        phoneNumber: 'Please enter a valid US phone number',
      });
    },
  );

  it('stores a valid phone as +1 plus digits', () => {
    expect(
      parseValid(profileUpdateSchema, makeProfile({ phoneNumber: '(512) 555-0134' })).phoneNumber,
    ).toBe('+15125550134');
  });

  it('has no email field to change (email is read-only)', () => {
    expect(
      parseValid(profileUpdateSchema, { ...makeProfile(), email: 'new@example.com' }),
    ).not.toHaveProperty('email');
  });
});

describe('Settings password change (SPEC §5)', () => {
  it('says New passwords do not match when the confirmation differs', () => {
    expect(
      errorsOf(passwordChangeFormSchema, {
        currentPassword: 'old password',
        newPassword: 'new password',
        confirmNewPassword: 'new passw0rd',
      }),
    ).toEqual({ confirmNewPassword: 'New passwords do not match' });
  });

  it('requires the current password and a new password of 8 characters', () => {
    expect(
      errorsOf(passwordChangeFormSchema, {
        currentPassword: '',
        newPassword: 'short',
        confirmNewPassword: 'short',
      }),
    ).toEqual({
      currentPassword: 'Current password is required',
      newPassword: 'Password must be at least 8 characters long',
    });
  });

  it('sends currentPassword and newPassword', () => {
    expect(
      parseValid(passwordChangePayloadSchema, {
        currentPassword: 'old password',
        newPassword: 'new password',
      }),
    ).toEqual({ currentPassword: 'old password', newPassword: 'new password' });
    expect(
      errorsOf(passwordChangePayloadSchema, { currentPassword: 'old', newPassword: 'short' }),
    ).toEqual({
      newPassword: 'Password must be at least 8 characters long',
    });
  });
});
