import { z } from 'zod';
import { ACCOUNT_POSITIONS } from '../constants.ts';
import { MESSAGES } from '../messages/general.ts';
import { jobTitleField } from './auth.ts';
import {
  databaseId,
  emailField,
  idField,
  passwordField,
  requiredText,
  nameText,
  usPhoneField,
} from './fields.ts';

const inviteFields = {
  name: nameText('Name', MESSAGES.nameRequired, 100),
  email: emailField,
  position: z.enum(ACCOUNT_POSITIONS, { error: MESSAGES.positionRequired }),
  managingLocationIds: z.array(databaseId()).max(500).default([]),
};

/** A location manager is invited together with the locations they will manage. */
function requireManagedLocations(
  invite: { position: string; managingLocationIds: number[] },
  ctx: z.RefinementCtx,
) {
  if (invite.position === 'location_manager' && invite.managingLocationIds.length === 0) {
    ctx.addIssue({
      code: 'custom',
      path: ['managingLocationIds'],
      message: MESSAGES.locationManagerNeedsLocation,
    });
  }
}

export const createInviteSchema = z
  .object({
    organizationId: idField(MESSAGES.organizationRequired).optional(),
    ...inviteFields,
  })
  .superRefine(requireManagedLocations);
export type CreateInvitePayload = z.output<typeof createInviteSchema>;

export function createInviteFormSchema(needsOrganization: boolean) {
  return z
    .object({
      organizationId: needsOrganization
        ? idField(MESSAGES.organizationRequired)
        : idField(MESSAGES.organizationRequired).optional(),
      ...inviteFields,
    })
    .superRefine(requireManagedLocations);
}
export type CreateInviteForm = z.input<ReturnType<typeof createInviteFormSchema>>;

export const verifyInvitePayloadSchema = z.object({
  password: passwordField,
  jobTitle: jobTitleField,
  phoneNumber: usPhoneField,
});

export const verifyInviteFormSchema = z
  .object({
    jobTitle: jobTitleField,
    phoneNumber: usPhoneField,
    password: passwordField,
    confirmPassword: z.string(),
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    message: MESSAGES.passwordsDoNotMatch,
  });
export type VerifyInviteForm = z.input<typeof verifyInviteFormSchema>;

export const inviteCodeQuerySchema = z.object({
  code: requiredText(MESSAGES.invalidVerificationLink).pipe(z.string().max(200)),
});

/** POST /invites/accept: a signed-in independent professional accepts the emailed invite. */
export const acceptInvitePayloadSchema = z.object({
  code: requiredText(MESSAGES.invalidVerificationLink).pipe(z.string().max(200)),
});
