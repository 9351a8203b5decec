import { z } from 'zod';
import { TIMEZONE_VALUES } from '../constants.ts';
import { MESSAGES } from '../messages/general.ts';
import { addressFields } from './addresses.ts';
import { idField, nameText, singleLineText } from './fields.ts';

const locationFields = {
  locationNumber: singleLineText('Location ID', MESSAGES.locationIdRequired, 50),
  name: nameText('Name', MESSAGES.nameRequired, 200),
  ...addressFields,
  timezone: z.enum(TIMEZONE_VALUES, { error: MESSAGES.timezoneRequired }),
  latitude: z.number().min(-90).max(90).optional(),
  longitude: z.number().min(-180).max(180).optional(),
};

/** The API payload: an org-bound actor's own organization is used when none is sent. */
export const createLocationSchema = z.object({
  organizationId: idField(MESSAGES.organizationRequired).optional(),
  ...locationFields,
});
export type CreateLocationPayload = z.output<typeof createLocationSchema>;

/** The form asks for an organization only when the user has none (SPEC §5). */
export function createLocationFormSchema(needsOrganization: boolean) {
  return z.object({
    organizationId: needsOrganization
      ? idField(MESSAGES.organizationRequired)
      : idField(MESSAGES.organizationRequired).optional(),
    ...locationFields,
  });
}
export type CreateLocationForm = z.input<ReturnType<typeof createLocationFormSchema>>;
