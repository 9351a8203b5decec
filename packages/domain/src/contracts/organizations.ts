import { z } from 'zod';
import { addressContractFields } from './addresses.ts';

/** A row of GET /organizations; managerNames are its admins' and managers'. */
export const organizationRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  city: z.string(),
  stateCode: z.string(),
  managerNames: z.array(z.string()),
});
export type OrganizationRow = z.infer<typeof organizationRowSchema>;

/** GET /organizations/:id and POST /organizations. */
export const organizationDetailSchema = z.object({
  id: z.number(),
  name: z.string(),
  ...addressContractFields,
  locationNames: z.array(z.string()),
  adminNames: z.array(z.string()),
});
export type OrganizationDetail = z.infer<typeof organizationDetailSchema>;
