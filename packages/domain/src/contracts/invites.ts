import { z } from 'zod';
import { ACCOUNT_POSITIONS } from '../constants.ts';

/** A row of GET /invites, and the answer of POST /invites and of a resend. */
export const inviteRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  organizationId: z.number(),
  organizationName: z.string(),
  position: z.enum(ACCOUNT_POSITIONS),
  jobTitle: z.string().nullable(),
  isVerified: z.boolean(),
  managingLocationIds: z.array(z.number()),
});
export type InviteRow = z.infer<typeof inviteRowSchema>;

/** POST /invites/accept: the organization and position the signed-in user now has. */
export const acceptedInviteSchema = z.object({
  organizationId: z.number(),
  organizationName: z.string(),
  position: z.enum(ACCOUNT_POSITIONS),
});

/**
 * POST /invites/verify: the new account, the phone the code was texted to, and the
 * pending-verification token that verify-phone and resend must carry.
 */
export const pendingPhoneVerificationSchema = z.object({
  userId: z.number(),
  phoneNumber: z.string(),
  verificationToken: z.string(),
});
export type PendingPhoneVerification = z.infer<typeof pendingPhoneVerificationSchema>;
