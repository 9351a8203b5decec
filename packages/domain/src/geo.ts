import { EARTH_RADIUS_MILES } from './constants.ts';

export interface LatLng {
  lat: number;
  lng: number;
}

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
const toDegrees = (radians: number) => (radians * 180) / Math.PI;

/** Great-circle distance in miles with SPEC §9's earth radius of 3959 miles. */
export function haversineMiles(from: LatLng, to: LatLng): number {
  const dLat = toRadians(to.lat - from.lat);
  const dLng = toRadians(to.lng - from.lng);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(from.lat)) * Math.cos(toRadians(to.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** A latitude/longitude box that contains every point within `miles` of `center`. */
export function boundingBox(center: LatLng, miles: number) {
  const angle = miles / EARTH_RADIUS_MILES;
  const latDelta = toDegrees(angle);
  // The circle's widest longitude is asin(sin d / cos lat), a little more than d / cos lat;
  // a circle that reaches a pole spans every longitude.
  const ratio = Math.sin(angle) / Math.cos(toRadians(center.lat));
  const lngDelta = angle >= Math.PI / 2 || !(ratio < 1) ? 180 : toDegrees(Math.asin(ratio));
  return {
    minLat: center.lat - latDelta,
    maxLat: center.lat + latDelta,
    minLng: center.lng - lngDelta,
    maxLng: center.lng + lngDelta,
  };
}

/** Distances are shown to a tenth of a mile. */
export function roundMiles(miles: number): number {
  return Math.round(miles * 10) / 10;
}
