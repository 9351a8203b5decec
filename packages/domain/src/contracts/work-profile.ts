import { z } from 'zod';

/**
 * GET and PUT /users/me/work-profile (issue #14 §1). `homeZip` is null until the professional
 * saves one; an independent (no organization) is always open to other organizations.
 */
export const workProfileSchema = z.object({
  homeZip: z.string().nullable(),
  travelRadiusMiles: z.number(),
  weekdays: z.array(z.number()),
  openToOtherOrganizations: z.boolean(),
});
export type WorkProfile = z.infer<typeof workProfileSchema>;
