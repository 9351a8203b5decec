import { z } from 'zod';
import { MESSAGES } from '../messages/general.ts';
import { addressFields } from './addresses.ts';
import { nameText } from './fields.ts';

export const createOrganizationSchema = z.object({
  name: nameText('Name', MESSAGES.nameRequired, 200),
  ...addressFields,
  managerNames: z.null().optional(),
});
export type CreateOrganizationForm = z.input<typeof createOrganizationSchema>;
export type CreateOrganizationPayload = z.output<typeof createOrganizationSchema>;
