import { describe, expect, it } from 'vitest';
import { errorsOf, parseValid } from '../test-support.ts';
import {
  forgotPasswordSchema,
  loginFormSchema,
  loginPayloadSchema,
  registerFormSchema,
  registerPayloadSchema,
  resetPasswordFormSchema,
  resetPasswordPayloadSchema,
  verifyEmailPayloadSchema,
  verifyPhoneFormSchema,
  verifyPhonePayloadSchema,
  resendPhoneVerificationSchema,
  type RegisterForm,
} from './auth.ts';
import { PHONE_MESSAGES } from '../messages/general.ts';

describe('Login (SPEC §5)', () => {
  it('requires email and password', () => {
    expect(errorsOf(loginFormSchema, { email: '', password: '' })).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
  });

  it('requires an email-type address', () => {
    expect(errorsOf(loginFormSchema, { email: 'dana', password: 'secret' })).toEqual({
      email: 'Please enter a valid email address',
    });
  });

  it('accepts any non-empty password at login', () => {
    expect(errorsOf(loginFormSchema, { email: 'dana@example.com', password: 'x' })).toEqual({});
  });

  it('sends username and password to the API', () => {
    expect(
      parseValid(loginPayloadSchema, { username: ' dana@example.com ', password: 'x' }),
    ).toEqual({
      username: 'dana@example.com',
      password: 'x',
    });
    expect(errorsOf(loginPayloadSchema, { username: '', password: '' })).toEqual({
      username: 'Email is required',
      password: 'Password is required',
    });
  });
});

const makeRegistration = (overrides: Partial<RegisterForm> = {}): RegisterForm => ({
  name: 'Dana Whitfield',
  email: 'dana@example.com',
  confirmEmail: 'dana@example.com',
  jobTitle: 'Front Desk',
  password: 'correct horse',
  confirmPassword: 'correct horse',
  ...overrides,
});

describe('Registration (SPEC §5)', () => {
  it('accepts a complete registration', () => {
    expect(errorsOf(registerFormSchema, makeRegistration())).toEqual({});
  });

  it.each<[string, Partial<RegisterForm>, Record<string, string>]>([
    ['name', { name: '' }, { name: 'Name is required' }],
    [
      'email',
      { email: '', confirmEmail: '' },
      { email: 'Email is required', confirmEmail: 'Please confirm your email address' },
    ],
    [
      'email confirmation',
      { confirmEmail: '' },
      { confirmEmail: 'Please confirm your email address' },
    ],
    ['job title', { jobTitle: '' as never }, { jobTitle: 'Job Title is required' }],
    [
      'password',
      { password: '', confirmPassword: '' },
      {
        password: 'Password must be at least 8 characters long',
        confirmPassword: 'Please confirm your password',
      },
    ],
    [
      'password confirmation',
      { confirmPassword: '' },
      { confirmPassword: 'Please confirm your password' },
    ],
  ])('requires the %s', (_field, overrides, errors) => {
    expect(errorsOf(registerFormSchema, makeRegistration(overrides))).toEqual(errors);
  });

  it('refuses a password confirmation that does not match: Passwords do not match', () => {
    expect(
      errorsOf(registerFormSchema, makeRegistration({ confirmPassword: 'correct horsE' })),
    ).toEqual({
      confirmPassword: 'Passwords do not match',
    });
  });

  it('refuses an email confirmation that does not match: Email addresses do not match', () => {
    expect(
      errorsOf(registerFormSchema, makeRegistration({ confirmEmail: 'dan@example.com' })),
    ).toEqual({
      confirmEmail: 'Email addresses do not match',
    });
  });

  it('matches the email confirmation regardless of case and spaces', () => {
    expect(
      errorsOf(
        registerFormSchema,
        makeRegistration({ email: 'Dana@Example.com', confirmEmail: ' DANA@example.COM ' }),
      ),
    ).toEqual({});
  });

  it('reports both mismatches at once', () => {
    expect(
      errorsOf(
        registerFormSchema,
        makeRegistration({ confirmEmail: 'x@example.com', confirmPassword: 'other password' }),
      ),
    ).toEqual({
      confirmEmail: 'Email addresses do not match',
      confirmPassword: 'Passwords do not match',
    });
  });

  it('refuses a job title outside the list', () => {
    expect(
      errorsOf(registerFormSchema, makeRegistration({ jobTitle: 'Dentist' as never })),
    ).toEqual({
      jobTitle: 'Job Title is required',
    });
  });

  it('sends email, password, name and jobTitle', () => {
    expect(
      parseValid(registerPayloadSchema, {
        name: ' Dana Whitfield ',
        email: 'DANA@example.com',
        jobTitle: 'Hygienist',
        password: 'correct horse',
      }),
    ).toEqual({
      name: 'Dana Whitfield',
      email: 'dana@example.com',
      jobTitle: 'Hygienist',
      password: 'correct horse',
    });
  });
});

describe('Verify email', () => {
  it.each([[''], [undefined]])('says Invalid verification link without a code (%j)', (code) => {
    expect(errorsOf(verifyEmailPayloadSchema, { code })).toEqual({
      code: 'Invalid verification link',
    });
  });
});

describe('Forgot password', () => {
  it('requires a valid email', () => {
    expect(errorsOf(forgotPasswordSchema, { email: '' })).toEqual({ email: 'Email is required' });
    expect(errorsOf(forgotPasswordSchema, { email: 'dana' })).toEqual({
      email: 'Please enter a valid email address',
    });
  });
});

describe('Reset password (SPEC §5)', () => {
  it.each([[''], ['   '], [undefined]])(
    'says Invalid reset link when the code is missing (%j)',
    (code) => {
      expect(errorsOf(resetPasswordPayloadSchema, { code, password: 'correct horse' })).toEqual({
        code: 'Invalid reset link',
      });
    },
  );

  it('says Passwords do not match when the confirmation differs', () => {
    expect(
      errorsOf(resetPasswordFormSchema, {
        password: 'correct horse',
        confirmPassword: 'correct house',
      }),
    ).toEqual({
      confirmPassword: 'Passwords do not match',
    });
  });

  it('says Password must be at least 8 characters long for 7 characters', () => {
    expect(
      errorsOf(resetPasswordFormSchema, { password: '1234567', confirmPassword: '1234567' }),
    ).toEqual({
      password: 'Password must be at least 8 characters long',
    });
    expect(errorsOf(resetPasswordPayloadSchema, { code: 'abc', password: '1234567' })).toEqual({
      password: 'Password must be at least 8 characters long',
    });
  });

  it('accepts a matching password of 8 characters', () => {
    expect(
      errorsOf(resetPasswordFormSchema, { password: '12345678', confirmPassword: '12345678' }),
    ).toEqual({});
  });
});

describe('Verify phone (SPEC §5: exactly 4 digits)', () => {
  it.each([[''], ['123'], ['12345'], ['12a4'], ['12 34'], [undefined], [1234]])(
    'says Please enter the 4-digit verification code for %j',
    (code) => {
      expect(errorsOf(verifyPhoneFormSchema, { code })).toEqual({
        code: 'Please enter the 4-digit verification code',
      });
    },
  );

  it.each([['1234'], ['0000'], [' 9876 ']])('accepts %j', (code) => {
    expect(errorsOf(verifyPhoneFormSchema, { code })).toEqual({});
  });

  it('sends the user id and the pending-verification token with the code', () => {
    expect(
      parseValid(verifyPhonePayloadSchema, {
        userId: '12',
        verificationToken: 'token-from-verify-invite',
        code: '1234',
      }),
    ).toEqual({ userId: 12, verificationToken: 'token-from-verify-invite', code: '1234' });
  });

  it.each([[undefined], [''], ['x'.repeat(201)]])(
    'refuses a missing or impossible token %j with the one answer of a refused verification',
    (verificationToken) => {
      for (const schema of [verifyPhonePayloadSchema, resendPhoneVerificationSchema]) {
        expect(errorsOf(schema, { userId: 12, verificationToken, code: '1234' })).toEqual({
          verificationToken: PHONE_MESSAGES.sessionInvalid,
        });
      }
    },
  );
});
