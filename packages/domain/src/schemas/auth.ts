import { z } from 'zod';
import { JOB_TITLES, PHONE_CODE_LENGTH } from '../constants.ts';
import { AUTH_MESSAGES, MESSAGES, PHONE_MESSAGES } from '../messages/general.ts';
import {
  databaseId,
  emailField,
  passwordField,
  personNameField,
  requiredSecret,
  requiredText,
} from './fields.ts';

export const jobTitleField = z.enum(JOB_TITLES, { error: 'Job Title is required' });

export const loginFormSchema = z.object({
  email: emailField,
  password: requiredSecret(AUTH_MESSAGES.passwordRequired),
});
export type LoginForm = z.input<typeof loginFormSchema>;

export const loginPayloadSchema = z.object({
  username: requiredText(MESSAGES.emailRequired).pipe(
    z.string().max(254, 'Email must be at most 254 characters'),
  ),
  password: requiredSecret(AUTH_MESSAGES.passwordRequired).max(200, AUTH_MESSAGES.passwordTooLong),
});
export type LoginPayload = z.infer<typeof loginPayloadSchema>;

export const registerPayloadSchema = z.object({
  name: personNameField,
  email: emailField,
  jobTitle: jobTitleField,
  password: passwordField,
});
export type RegisterPayload = z.infer<typeof registerPayloadSchema>;

export const registerFormSchema = z
  .object({
    name: personNameField,
    email: emailField,
    confirmEmail: z.string().trim().min(1, 'Please confirm your email address'),
    jobTitle: jobTitleField,
    password: passwordField,
    confirmPassword: z.string().min(1, 'Please confirm your password'),
  })
  .superRefine((form, ctx) => {
    if (form.confirmEmail && form.confirmEmail.toLowerCase() !== form.email) {
      ctx.addIssue({ code: 'custom', path: ['confirmEmail'], message: MESSAGES.emailsDoNotMatch });
    }
    if (form.confirmPassword && form.confirmPassword !== form.password) {
      ctx.addIssue({
        code: 'custom',
        path: ['confirmPassword'],
        message: MESSAGES.passwordsDoNotMatch,
      });
    }
  });
export type RegisterForm = z.input<typeof registerFormSchema>;

export const verifyEmailPayloadSchema = z.object({
  code: requiredText(MESSAGES.invalidVerificationLink).pipe(z.string().max(200)),
});

export const forgotPasswordSchema = z.object({ email: emailField });
export type ForgotPasswordForm = z.input<typeof forgotPasswordSchema>;

export const resetPasswordFormSchema = z
  .object({ password: passwordField, confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    message: MESSAGES.passwordsDoNotMatch,
  });
export type ResetPasswordForm = z.input<typeof resetPasswordFormSchema>;

export const resetPasswordPayloadSchema = z.object({
  code: requiredText(MESSAGES.invalidResetLink).pipe(z.string().max(200)),
  password: passwordField,
});

export const phoneCodeField = z
  .string({ error: MESSAGES.phoneCodeLength })
  .trim()
  .regex(new RegExp(`^\\d{${PHONE_CODE_LENGTH}}$`), MESSAGES.phoneCodeLength);

/**
 * The pending-verification token POST /invites/verify hands back: it binds verify-phone and
 * resend to the onboarding step that issued it, so a user id alone can do nothing.
 */
export const verificationTokenField = requiredText(PHONE_MESSAGES.sessionInvalid).pipe(
  z.string().max(200, PHONE_MESSAGES.sessionInvalid),
);

export const verifyPhonePayloadSchema = z.object({
  userId: databaseId(),
  verificationToken: verificationTokenField,
  code: phoneCodeField,
});
export const verifyPhoneFormSchema = z.object({ code: phoneCodeField });

export const resendPhoneVerificationSchema = z.object({
  userId: databaseId(),
  verificationToken: verificationTokenField,
});
