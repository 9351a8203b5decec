/** SPEC §2 and §8 screen and toast texts of the authentication screens that the domain does not hold. */
export const AUTH_TEXT = {
  verifying: 'Verifying your email address',
  verificationSuccessTitle: 'Verification Success',
  verificationSuccess: 'Your email was successfully verified. You may now login.',
  resetLinkSentTitle: 'Reset Link Sent',
  passwordResetTitle: 'Password Reset Successful',
  passwordReset: 'Your password has been reset. You may now login with your new password.',
  phoneVerifiedTitle: 'Phone Verified',
  phoneVerified: 'Your phone number was verified. You may now login.',
  codeResentTitle: 'Code Sent',
  codeResent: 'A new verification code is on its way.',
} as const;
