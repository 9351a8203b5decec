import { z } from 'zod';

/** A location of GET /locations/map; distanceMiles is null when no point was sent. */
export const mapLocationSchema = z.object({
  id: z.number(),
  name: z.string(),
  locationNumber: z.string(),
  organizationId: z.number(),
  organizationName: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  distanceMiles: z.number().nullable(),
});
export type MapLocation = z.infer<typeof mapLocationSchema>;
