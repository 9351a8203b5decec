import { z } from 'zod';
import { CREDENTIAL_CHECKS } from '../credentials.ts';

// Apart from contracts/organizations.ts: the lists and forms of organizations and locations do
// not load the credential checks with it (DESIGN §10's page budgets).
/** GET and PUT /organizations/:id/settings. */
export const organizationSettingsSchema = z.object({
  organizationId: z.number(),
  offerResponseHours: z.number(),
  /** Whose credentials its clinical shifts check (issue #27 §1). */
  credentialChecks: z.enum(CREDENTIAL_CHECKS),
});
export type OrganizationSettings = z.infer<typeof organizationSettingsSchema>;
