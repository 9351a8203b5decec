import { z } from 'zod';
import { OFFER_RESPONSE_HOURS } from '../constants.ts';
import { CREDENTIAL_CHECKS } from '../credentials.ts';
import { CREDENTIAL_MESSAGES } from '../messages/credentials.ts';
import { ORGANIZATION_MESSAGES } from '../messages/general.ts';

/**
 * PUT /organizations/:id/settings (and its dialog's form): one of OFFER_RESPONSE_HOURS, and
 * whose credentials are checked (issue #27 §1), left as it is when not sent.
 */
export const organizationSettingsPayloadSchema = z.object({
  offerResponseHours: z.coerce
    .number({ error: ORGANIZATION_MESSAGES.offerResponseHours })
    .refine((hours) => (OFFER_RESPONSE_HOURS as readonly number[]).includes(hours), {
      message: ORGANIZATION_MESSAGES.offerResponseHours,
    }),
  credentialChecks: z
    .enum(CREDENTIAL_CHECKS, { error: CREDENTIAL_MESSAGES.credentialChecks })
    .optional(),
});
export type OrganizationSettingsForm = z.input<typeof organizationSettingsPayloadSchema>;
export type OrganizationSettingsPayload = z.output<typeof organizationSettingsPayloadSchema>;
