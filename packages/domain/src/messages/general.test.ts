import { describe, expect, it } from 'vitest';
import { MESSAGES, submitCooldownMessage, waitText } from './general.ts';

describe('SPEC texts, word for word', () => {
  it.each<[keyof typeof MESSAGES, string]>([
    ['unknownError', 'Unknown error has occurred please try again later.'],
    ['passwordsDoNotMatch', 'Passwords do not match'],
    ['emailsDoNotMatch', 'Email addresses do not match'],
    ['invalidResetLink', 'Invalid reset link'],
    ['invalidVerificationLink', 'Invalid verification link'],
    ['passwordTooShort', 'Password must be at least 8 characters long'],
    ['invalidPhone', 'Please enter a valid US phone number'],
    ['phoneCodeLength', 'Please enter the 4-digit verification code'],
    ['nameTooShort', 'Name must be at least 3 characters'],
    ['newPasswordsDoNotMatch', 'New passwords do not match'],
    ['nameRequired', 'Name is required'],
    ['addressLine1Required', 'Address Line 1 is required'],
    ['cityRequired', 'City is required'],
    ['stateRequired', 'State is required'],
    ['zipCodeRequired', 'Zip Code is required'],
    ['organizationRequired', 'Organization is required'],
    ['locationIdRequired', 'Location ID is required'],
    ['timezoneRequired', 'Timezone is required'],
    ['positionRequired', 'Position is required'],
    ['dateRequired', 'Date is required'],
    ['startTimeRequired', 'Start time is required'],
    ['endTimeRequired', 'End time is required'],
    ['locationRequired', 'Location is required'],
    ['lunchRequired', 'Lunch length is required'],
    ['specialtyRequired', 'Specialty is required'],
    ['endAfterStart', 'End time must be after start time'],
    [
      'locationManagerNeedsLocation',
      'At least one location must be selected for location managers',
    ],
    ['experienceUnanswered', 'Please answer the experience question'],
    ['experienceMissing', 'You cannot request this shift without the required experience'],
    ['userRequired', 'Please select a user'],
    ['notesTooLong', 'Notes must be 500 characters or less'],
    ['emailRequired', 'Email is required'],
    ['invalidEmail', 'Please enter a valid email address'],
    ['verificationFailed', 'Verification failed'],
    ['resendFailed', 'Failed to resend verification code'],
    ['reportFetchFailed', 'Failed to fetch shift reports'],
    ['dashboardLoadFailed', 'Failed to load dashboard data.'],
    [
      'forgotPasswordSent',
      'If an account exists with this email, you will receive a password reset link.',
    ],
    ['registerSuccess', 'Please check your inbox for a verification email.'],
  ])('reads %s as %j', (key, text) => {
    expect(MESSAGES[key]).toBe(text);
  });
});

describe('submitCooldownMessage', () => {
  it.each([
    [5, 'Please wait 5 seconds before submitting again.'],
    [1, 'Please wait 1 seconds before submitting again.'],
  ])('asks to wait %i seconds between submits', (seconds, text) => {
    expect(submitCooldownMessage(seconds)).toBe(text);
  });
});

describe("a throttle's wait, rounded up", () => {
  it.each<[number, string]>([
    [1, '1 minute'],
    [60_000, '1 minute'],
    [60_001, '2 minutes'],
    [45 * 60_000, '45 minutes'],
    [60 * 60_000, '60 minutes'],
    [61 * 60_000, '2 hours'],
    [23.5 * 60 * 60_000, '24 hours'],
  ])('%i ms reads %s', (ms, text) => {
    expect(waitText(ms)).toBe(text);
  });
});
