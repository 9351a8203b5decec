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

/** A throttle's wait, rounded up: '1 minute', '45 minutes', '1 hour', '23 hours'. */
export function waitText(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  if (minutes <= 60) return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
  const hours = Math.ceil(minutes / 60);
  return `${hours} hours`;
}

/*
 * The texts below go beyond SPEC's, one group per area: the API answers them and the web
 * shows them, so a test on either side can name the text it expects.
 */

/** Signing in, registering, email links and passwords. */
export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  unverified: 'Please verify your email address before signing in',
  inactive: 'Your account is inactive. Please contact your administrator.',
  tooManyLogins: 'Too many failed sign-in attempts. Please try again in 15 minutes.',
  tooManyResets: 'Too many password reset requests. Please try again later.',
  tooManyRegistrations: 'Too many registrations from this network. Please try again later.',
  /** At most one email a minute and five a day to one address (issue #23 §7). */
  tooManyRegistrationEmails: (wait: string) =>
    `We have already sent emails to this address recently. Please check your inbox (and spam folder), or try again in ${wait}.`,
  tooManyPasswordChecks: 'Too many incorrect passwords. Please try again in 15 minutes.',
  invalidVerification: 'Invalid or expired verification link',
  invalidReset: 'Invalid or expired reset link',
  registered: 'Registration successful. Please check your inbox for a verification email.',
  verified: 'Your email was successfully verified. You may now login.',
  /** POST /auth/verify when the address was registered more than once with different passwords. */
  verifiedChoosePassword:
    'This email address was registered more than once with different passwords, so none of them was kept. Choose a new password to finish.',
  passwordReset: 'Your password has been reset. You may now login with your new password.',
  wrongCurrentPassword: 'Current password is incorrect',
  passwordChanged: 'Your password has been updated.',
  signedOutEverywhere: 'You have been signed out of all devices.',
  passwordRequired: 'Password is required',
  currentPasswordRequired: 'Current password is required',
  passwordTooLong: 'Password must be at most 200 characters long',
} as const;

/**
 * Names (people, invitees, organizations, locations) are written into emails that greet or
 * address their readers: they may not carry a link or an address, nor invisible characters.
 */
export const NAME_MESSAGES = {
  links: 'Enter a name without links',
  invisibleCharacters: 'Enter a name without invisible characters',
} as const;

/** The texted code of the invite flow. */
export const PHONE_MESSAGES = {
  invalidCode: 'Invalid verification code',
  expired: 'Your verification code has expired. Please request a new code.',
  locked: 'Too many incorrect codes. Please request a new code.',
  blocked: 'Too many incorrect codes. Please contact your administrator.',
  /**
   * The one answer verify-phone and resend give without the live pending-verification token, or
   * with another user's: whether the user id exists, or is verified, is not told.
   */
  sessionInvalid:
    'This phone verification has expired or is not valid. Please ask your manager to resend your invite.',
  verified: 'Your phone number was verified. You may now login.',
  /** Settings: a signed-in person verifies the phone number of their profile (issue #14). */
  ownVerified:
    'Your phone number is verified. Texts you ask for in your notification preferences will reach it.',
  ownCodeSent: 'We texted a verification code to your phone number.',
  noPhoneNumber: 'Add a phone number to your profile and save it first',
  alreadyVerified: 'Your phone number is already verified',
  resent: 'A new verification code has been sent.',
  wait: (seconds: number) => `Please wait ${seconds} seconds before requesting a new code`,
  /** At most one text a minute and five a day to one number (issue #23 §7). */
  tooManyTexts: (wait: string) =>
    `Too many codes were texted to this number. Please try again in ${wait}.`,
  /** In production without a text message provider (TWILIO_*): no code could ever arrive. */
  textsNotConfigured:
    'Text messages are not configured on this server, so no verification code can be sent. Please contact your administrator.',
} as const;

export const USER_MESSAGES = {
  ownStatus: 'You cannot change your own active status',
  ownPosition: 'You cannot change your own position',
  positionNotAllowed: 'You cannot assign this position',
  needsOrganization: 'Only members of an organization can be managers or location managers',
  foreignLocations: "Locations must belong to the user's organization",
  ownSessions: 'Sign out of your own devices from Settings',
  signedOut: 'This user has been signed out of all devices.',
  /** Why the User Details dialog offers no Edit (userEditRefusal, SPEC §6). */
  editRefusedEmployee: 'Employees cannot edit users',
  editRefusedLocationManager: 'Location managers cannot edit users',
  editRefusedOtherOrganization: 'You can only edit users of your own organization',
  editRefusedAdmin: 'Only an admin can edit an admin',
  editRefusedManager: 'Only an admin can edit a manager',
} as const;

export const ORGANIZATION_MESSAGES = {
  notFound: 'Organization not found',
  offerResponseHours: 'Choose one of the offered response times',
} as const;

/** The postal address of organizations and locations. */
export const ADDRESS_MESSAGES = {
  zipNotInState: 'Zip Code is not in the selected state',
  unknownZip: 'Unknown Zip Code',
} as const;

/** Issue #14: a professional's work profile in Settings. */
export const WORK_PROFILE_MESSAGES = {
  radiusNotOffered: 'Travel radius must be 5, 10, 25, 50 or 100 miles',
  weekdayOutOfRange: 'Weekdays are numbered 0 (Sunday) to 6 (Saturday)',
  weekdaysRepeated: 'Each weekday can be chosen once',
  onlyProfessionals: 'Only professionals have a work profile',
  saved: 'Work Profile Updated',
} as const;

export const LOCATION_MESSAGES = {
  notFound: 'Location not found',
  duplicateNumber: 'A location with this Location ID already exists',
} as const;

/** A point and a radius: the shifts' radius filter and the map. */
export const RADIUS_MESSAGES = {
  needsPoint: 'A radius needs a latitude and a longitude',
  pointIncomplete: 'Latitude and longitude go together',
} as const;

export const SHIFT_MESSAGES = {
  specialtyOnlyForSpecialtyShifts: 'Specialty applies only to Dental Assistant-Specialty shifts',
  /** Every date a route takes (boundedDateYears in schemas/fields.ts), not only a shift's. */
  dateTooLate: 'Date must be before the year 9999',
  dateTooEarly: 'Date must be in the year 1000 or later',
  startsInPast: 'The shift must start in the future',
  notManagedLocation: 'You can only post shifts at the locations you manage',
  confirmedCannotBeDeleted: 'A confirmed shift cannot be deleted',
  /** The calendar's and the day panel's mark of a shift confirmed for part of its hours. */
  partlyCovered: 'Partly covered',
  noUncoveredHours: 'Only a shift confirmed for part of its hours has uncovered hours to post',
  uncoveredHoursPosted: 'The uncovered hours of this shift are already posted as open shifts',
  /** The organization's budget of shifts posted per hour (issue #23 §9, SHIFT_POSTS_PER_HOUR). */
  postingBudgetReached: (posted: number, budget: number, wait: string) =>
    `Your organization has posted ${posted.toLocaleString('en-US')} shifts in the last hour and may post ${budget.toLocaleString('en-US')} an hour: these shifts would go past that. Please try again in ${wait}, or post fewer shifts at once.`,
  postingBudgetTooSmall: (budget: number) =>
    `Your organization may post at most ${budget.toLocaleString('en-US')} shifts an hour: please post fewer shifts at once.`,
} as const;

export const ORGANIZATION_SETTINGS_LABELS = {
  title: 'Organization Settings',
  offerResponseTime: 'Offer response time',
  offerResponseHint:
    'How long an offer waits for an answer. Never past the start of the shift; a reminder goes out halfway.',
  credentialChecks: 'Credential checks',
  credentialChecksHint:
    'Outside professionals: independents and other organizations’ staff need current, verified licenses and certificates for a clinical shift; your own staff are trusted. Everyone: your staff too.',
  saved: 'Settings Saved',
} as const;

export const INVITE_MESSAGES = {
  positionNotAllowed: 'You cannot invite this position',
  userExists: 'A user with this email already exists',
  pending: 'An invite for this email is already pending',
  foreignLocations: 'Locations must belong to the organization',
  invalidLink: 'This invite link is invalid or has already been used',
  accountExists: 'An account with this email already exists',
  inviterMayNotGrant:
    'This invite is no longer valid: the person who sent it can no longer invite you to this position. Please ask for a new invite.',
  alreadyAccepted: 'This invite has already been accepted',
  otherAccount:
    'This invite was sent to another email address. Please sign in with the address it was sent to.',
  alreadyInOrganization:
    'You already belong to an organization, so this invite cannot be accepted with this account.',
  /** An invite goes to one address at most once a minute and five times a day (issue #23 §7). */
  tooManyEmails: (wait: string) =>
    `This invite was emailed recently: an invite goes to one address at most once a minute and 5 times a day. Please try again in ${wait}.`,
} as const;

/** Issue #15 §2: calendar feeds. */
export const CALENDAR_MESSAGES = {
  unknownFeed: 'Unknown calendar feed',
  feedNotFound: 'This calendar link does not exist or has been reset',
  myShifts: 'My shifts',
} as const;

/** A start or end time that a spring-forward change skips; `from` and `to` are 12-hour times. */
export function skippedTimeMessage(edge: 'start' | 'end', from: string, to: string): string {
  return `This time does not exist on that day: clocks skip from ${from} to ${to} for daylight saving time. Choose another ${edge} time.`;
}

/** Web Push on this device (issue #14 §2): the subscription routes and the Settings control. */
export const PUSH_MESSAGES = {
  endpointNotHttps: 'The push endpoint must be an https address',
  endpointNotPushService: "Push notifications are not supported by this browser's push service",
  keyNotBase64Url: 'The key must be base64url',
  subscriptionNotFound: 'Push subscription not found',
  title: 'Notifications on this device',
  unsupported: 'This browser cannot show notifications from Chairside.',
  blocked:
    'Notifications are blocked for Chairside in this browser. Allow them in the site settings, then turn them on here.',
  on: 'This device shows your Chairside notifications, even with Chairside closed.',
  off: 'Turn on to be told on this device the moment something changes.',
  turnOn: 'Turn on',
  turnOff: 'Turn off',
  failed: 'Notifications could not be turned on on this device. Try again.',
  devicesTitle: 'Devices with notifications on',
  devicesEmpty: 'No device shows your Chairside notifications yet.',
  unknownDevice: 'Unknown browser',
  removeDevice: 'Remove',
  deviceRemoved: 'The device no longer shows your notifications',
} as const;

/** Issue #15 §1: opening a live-updates stream. */
export const LIVE_MESSAGES = {
  invalidTicket: 'Invalid or expired live-updates ticket',
  tooManyStreams: 'Too many live-updates streams are open. Close a tab and try again.',
} as const;

export const NOTIFICATION_PREFERENCE_MESSAGES = {
  unknownTimeZone: 'Choose a time zone from the list',
  quietHoursClock: 'Quiet hours need a start and an end time',
  quietHoursEmpty: 'Quiet hours must start and end at different times',
  saved: 'Notification Preferences Updated',
} as const;

/** Issue #14 §2: an email's one-click unsubscribe link and the page it opens. */
export const UNSUBSCRIBE_MESSAGES = {
  invalidLink:
    'This unsubscribe link is not valid. Sign in and choose your emails in Settings › Notifications.',
  accountGone: 'This unsubscribe link is for an account that is no longer active.',
  done: (groupLabel: string) =>
    `You will no longer get emails about ${groupLabel}. You can change this in Settings › Notifications.`,
  emailFooter: (url: string) => `Don't want these emails? Unsubscribe: ${url}`,
  unsubscribing: 'Unsubscribing',
} as const;
