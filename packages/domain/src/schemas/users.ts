import { z } from 'zod';
import { ACCOUNT_POSITIONS } from '../constants.ts';
import { MESSAGES } from '../messages/general.ts';
import { databaseId } from './fields.ts';

const locationIdsField = z.array(databaseId()).max(500);

function needsLocations(update: { position?: string; locationIds?: number[] }): boolean {
  return update.position === 'location_manager' && (update.locationIds?.length ?? 0) === 0;
}

/** PATCH /users/{id}: every field optional, but a location manager always keeps a location. */
export const userUpdateSchema = z
  .object({
    position: z.enum(ACCOUNT_POSITIONS, { error: MESSAGES.positionRequired }).optional(),
    locationIds: locationIdsField.optional(),
    isActive: z.boolean().optional(),
  })
  .refine((update) => !needsLocations(update), {
    path: ['locationIds'],
    message: MESSAGES.locationManagerNeedsLocation,
  });
export type UserUpdatePayload = z.output<typeof userUpdateSchema>;

export const userEditFormSchema = z
  .object({
    position: z.enum(ACCOUNT_POSITIONS, { error: MESSAGES.positionRequired }),
    locationIds: locationIdsField,
    isActive: z.boolean(),
  })
  .refine((update) => !needsLocations(update), {
    path: ['locationIds'],
    message: MESSAGES.locationManagerNeedsLocation,
  });
export type UserEditForm = z.input<typeof userEditFormSchema>;
