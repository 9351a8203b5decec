/** User-facing texts that SPEC fixes word for word; both the API and the web read them here. */
export const MESSAGES = {
  unknownError: 'Unknown error has occurred please try again later.',
  passwordsDoNotMatch: 'Passwords do not match',
  emailsDoNotMatch: 'Email addresses do not match',
  invalidResetLink: 'Invalid reset link',
  invalidVerificationLink: 'Invalid verification link',
  passwordTooShort: 'Password must be at least 8 characters long',
  invalidPhone: 'Please enter a valid US phone number',
  phoneCodeLength: 'Please enter the 4-digit verification code',
  nameTooShort: 'Name must be at least 3 characters',
  newPasswordsDoNotMatch: 'New passwords do not match',
  nameRequired: 'Name is required',
  addressLine1Required: 'Address Line 1 is required',
  cityRequired: 'City is required',
  stateRequired: 'State is required',
  zipCodeRequired: 'Zip Code is required',
  organizationRequired: 'Organization is required',
  locationIdRequired: 'Location ID is required',
  timezoneRequired: 'Timezone is required',
  positionRequired: 'Position is required',
  dateRequired: 'Date is required',
  startTimeRequired: 'Start time is required',
  endTimeRequired: 'End time is required',
  locationRequired: 'Location is required',
  lunchRequired: 'Lunch length is required',
  specialtyRequired: 'Specialty is required',
  endAfterStart: 'End time must be after start time',
  locationManagerNeedsLocation: 'At least one location must be selected for location managers',
  experienceUnanswered: 'Please answer the experience question',
  experienceMissing: 'You cannot request this shift without the required experience',
  userRequired: 'Please select a user',
  notesTooLong: 'Notes must be 500 characters or less',
  emailRequired: 'Email is required',
  invalidEmail: 'Please enter a valid email address',
  verificationFailed: 'Verification failed',
  resendFailed: 'Failed to resend verification code',
  reportFetchFailed: 'Failed to fetch shift reports',
  dashboardLoadFailed: 'Failed to load dashboard data.',
  forgotPasswordSent:
    'If an account exists with this email, you will receive a password reset link.',
  registerSuccess: 'Please check your inbox for a verification email.',
} as const;

export function submitCooldownMessage(secondsLeft: number): string {
  return `Please wait ${secondsLeft} seconds before submitting again.`;
}

/** Texts of shift rules beyond SPEC §5, read by the API's refusals and the web alike. */
export const SHIFT_INPUT_MESSAGES = {
  specialtyOnlyForSpecialtyShifts: 'Specialty applies only to Dental Assistant-Specialty shifts',
  dateTooLate: 'Date must be before the year 9999',
} as const;

/** A start or end time that a spring-forward change skips; `from` and `to` are 12-hour times. */
export function skippedTimeMessage(edge: 'start' | 'end', from: string, to: string): string {
  return `This time does not exist on that day: clocks skip from ${from} to ${to} for daylight saving time. Choose another ${edge} time.`;
}
