import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { jobTitleField } from './auth.ts';
import { optionalUsPhoneField, passwordField, personNameField, requiredSecret } from './fields.ts';

export const profileUpdateSchema = z.object({
  name: personNameField,
  phoneNumber: optionalUsPhoneField,
  jobTitle: jobTitleField,
});
export type ProfileUpdateForm = z.input<typeof profileUpdateSchema>;

export const passwordChangePayloadSchema = z.object({
  currentPassword: requiredSecret('Current password is required').max(
    200,
    'Password must be at most 200 characters long',
  ),
  newPassword: passwordField,
});

/**
 * A password change ends every session but the one that made it: that device carries on with
 * the new access token.
 */
export const passwordChangeResponseSchema = z.object({
  message: z.string(),
  access_token: z.string(),
});

export const passwordChangeFormSchema = z
  .object({
    currentPassword: requiredSecret('Current password is required'),
    newPassword: passwordField,
    confirmNewPassword: z.string(),
  })
  .refine((form) => form.newPassword === form.confirmNewPassword, {
    path: ['confirmNewPassword'],
    message: MESSAGES.newPasswordsDoNotMatch,
  });
export type PasswordChangeForm = z.input<typeof passwordChangeFormSchema>;
