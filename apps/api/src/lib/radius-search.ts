import { boundingBox, haversineMiles } from '@chairside/domain';

export interface RadiusQuery {
  lat?: number;
  lng?: number;
  radius?: number;
}

/**
 * A search around a point (SPEC §7), or no search when the query names no point. The box
 * prefilters rows in SQL (an index serves it); the exact distance of each row then decides.
 */
export function radiusSearch(query: RadiusQuery) {
  const center =
    query.lat !== undefined && query.lng !== undefined ? { lat: query.lat, lng: query.lng } : null;
  return {
    box: center && query.radius !== undefined ? boundingBox(center, query.radius) : undefined,
    /** Miles from the point to a row, unrounded (undefined without a point). */
    distanceTo(row: { latitude: number; longitude: number }): number | undefined {
      return center ? haversineMiles(center, { lat: row.latitude, lng: row.longitude }) : undefined;
    },
    /** Whether a row at `distance` is inside the radius (every row is, without one). */
    reaches(distance: number | undefined): boolean {
      return query.radius === undefined || distance === undefined || distance <= query.radius;
    },
  };
}
