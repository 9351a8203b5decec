import { z } from 'zod';
import { CREDENTIAL_STATUSES, CREDENTIAL_TYPES } from '../credentials.ts';
import { pageOf } from './common.ts';

/**
 * A credential as every route answers it (issue #27 §2). `number` is absent for another
 * organization's managers; `expiresOn` is 'YYYY-MM-DD', valid through that date.
 */
export const credentialSchema = z.object({
  id: z.number(),
  type: z.enum(CREDENTIAL_TYPES),
  label: z.string(),
  stateCode: z.string().nullable(),
  number: z.string().optional(),
  expiresOn: z.string(),
  status: z.enum(CREDENTIAL_STATUSES),
  verifiedAt: z.string().nullable(),
  verifiedBy: z.object({ id: z.number(), name: z.string() }).nullable(),
  hasDocument: z.boolean(),
});
export type Credential = z.infer<typeof credentialSchema>;
export const credentialListSchema = z.array(credentialSchema);

/**
 * GET /credentials/review (issue #27 §4): the people of the reader's organizations (a platform
 * admin: independents too) with a credential unverified, expiring within 30 days or expired, a
 * row per credential, paged by the server like the other admin lists.
 */
export const credentialReviewRowSchema = z.object({
  person: z.object({
    id: z.number(),
    name: z.string(),
    jobTitle: z.string(),
    organizationName: z.string().nullable(),
  }),
  credential: credentialSchema,
});
export type CredentialReviewRow = z.infer<typeof credentialReviewRowSchema>;
export const credentialReviewPageSchema = pageOf(credentialReviewRowSchema);
