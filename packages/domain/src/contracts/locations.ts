import { z } from 'zod';
import { ACCOUNT_POSITIONS } from '../constants.ts';
import { addressContractFields } from './addresses.ts';

/** A row of GET /locations; `organization` is the organization's name. */
export const locationRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  locationNumber: z.string(),
  organization: z.string(),
  organizationId: z.number(),
});
export type LocationRow = z.infer<typeof locationRowSchema>;

/** Someone who manages a location: a user's account position, which the database constrains. */
export const locationUserSchema = z.object({
  id: z.number(),
  name: z.string(),
  position: z.enum(ACCOUNT_POSITIONS),
});

/** GET /locations/:id and POST /locations. Every location has coordinates (from its ZIP code). */
export const locationDetailSchema = z.object({
  id: z.number(),
  name: z.string(),
  locationNumber: z.string(),
  organizationId: z.number(),
  organizationName: z.string(),
  ...addressContractFields,
  timezone: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  users: z.array(locationUserSchema),
});
export type LocationDetail = z.infer<typeof locationDetailSchema>;
