import { z } from 'zod';
import { AUTH_MESSAGES, MESSAGES } from '../messages/general.ts';
import { jobTitleField } from './auth.ts';
import { optionalUsPhoneField, passwordField, personNameField, requiredSecret } from './fields.ts';

export const profileUpdateSchema = z.object({
  name: personNameField,
  phoneNumber: optionalUsPhoneField,
  jobTitle: jobTitleField,
});
export type ProfileUpdateForm = z.input<typeof profileUpdateSchema>;

export const passwordChangePayloadSchema = z.object({
  currentPassword: requiredSecret(AUTH_MESSAGES.currentPasswordRequired).max(
    200,
    AUTH_MESSAGES.passwordTooLong,
  ),
  newPassword: passwordField,
});

export const passwordChangeFormSchema = z
  .object({
    currentPassword: requiredSecret(AUTH_MESSAGES.currentPasswordRequired),
    newPassword: passwordField,
    confirmNewPassword: z.string(),
  })
  .refine((form) => form.newPassword === form.confirmNewPassword, {
    path: ['confirmNewPassword'],
    message: MESSAGES.newPasswordsDoNotMatch,
  });
export type PasswordChangeForm = z.input<typeof passwordChangeFormSchema>;
