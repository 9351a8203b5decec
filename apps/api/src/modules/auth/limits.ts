const MINUTE = 60_000;

/** Throttles on the auth endpoints: per account so one office IP is not locked out, per IP against sprays. */
export const AUTH_LIMITS = {
  loginPerAccount: { max: 10, windowMs: 15 * MINUTE },
  loginPerAddress: { max: 100, windowMs: 15 * MINUTE },
  forgotPerAccount: { max: 5, windowMs: 60 * MINUTE },
  forgotPerAddress: { max: 30, windowMs: 60 * MINUTE },
} as const;

export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  unverified: 'Please verify your email address before signing in',
  inactive: 'Your account is inactive. Please contact your administrator.',
  tooManyLogins: 'Too many failed sign-in attempts. Please try again in 15 minutes.',
  tooManyResets: 'Too many password reset requests. Please try again later.',
  invalidVerification: 'Invalid or expired verification link',
  invalidReset: 'Invalid or expired reset link',
  registered: 'Registration successful. Please check your inbox for a verification email.',
  verified: 'Your email was successfully verified. You may now login.',
  passwordReset: 'Your password has been reset. You may now login with your new password.',
  wrongCurrentPassword: 'Current password is incorrect',
  passwordChanged: 'Your password has been updated.',
} as const;

export const CODE_LIFETIMES = {
  emailVerificationMs: 24 * 60 * MINUTE,
  passwordResetMs: 60 * MINUTE,
} as const;
