import { describe, expect, it } from 'vitest';
import { EARTH_RADIUS_MILES, RADIUS_OPTIONS } from './constants.ts';
import { boundingBox, haversineMiles, type LatLng } from './geo.ts';

const NEW_YORK = { lat: 40.7128, lng: -74.006 };
const LOS_ANGELES = { lat: 34.0522, lng: -118.2437 };
const CHICAGO = { lat: 41.8781, lng: -87.6298 };
const MIAMI = { lat: 25.7617, lng: -80.1918 };
const HONOLULU = { lat: 21.3069, lng: -157.8583 };
const ANCHORAGE = { lat: 61.2181, lng: -149.9003 };
const UTQIAGVIK = { lat: 71.2906, lng: -156.7886 };

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
const toDegrees = (radians: number) => (radians * 180) / Math.PI;

/** The point `miles` away from `from` on the initial bearing `bearing` (degrees). */
function destination(from: LatLng, miles: number, bearing: number): LatLng {
  const angle = miles / EARTH_RADIUS_MILES;
  const lat1 = toRadians(from.lat);
  const theta = toRadians(bearing);
  const lat2 = Math.asin(
    Math.sin(lat1) * Math.cos(angle) + Math.cos(lat1) * Math.sin(angle) * Math.cos(theta),
  );
  const lng2 =
    toRadians(from.lng) +
    Math.atan2(
      Math.sin(theta) * Math.sin(angle) * Math.cos(lat1),
      Math.cos(angle) - Math.sin(lat1) * Math.sin(lat2),
    );
  return { lat: toDegrees(lat2), lng: toDegrees(lng2) };
}

/** The easternmost and westernmost points of the circle of `miles` around `center`. */
function widestPoints(center: LatLng, miles: number): LatLng[] {
  const angle = miles / EARTH_RADIUS_MILES;
  const lat = toRadians(center.lat);
  const tangentLat = toDegrees(Math.asin(Math.sin(lat) / Math.cos(angle)));
  const lngDelta = toDegrees(Math.asin(Math.sin(angle) / Math.cos(lat)));
  return [
    { lat: tangentLat, lng: center.lng + lngDelta },
    { lat: tangentLat, lng: center.lng - lngDelta },
  ];
}

function inside(box: ReturnType<typeof boundingBox>, point: LatLng): boolean {
  return (
    point.lat >= box.minLat &&
    point.lat <= box.maxLat &&
    point.lng >= box.minLng &&
    point.lng <= box.maxLng
  );
}

describe('haversineMiles (SPEC §9: earth radius 3959 miles)', () => {
  it('measures New York to Los Angeles as about 2445 miles', () => {
    expect(haversineMiles(NEW_YORK, LOS_ANGELES)).toBeCloseTo(2445.7, 1);
  });

  it.each([
    { name: 'New York to Chicago', from: NEW_YORK, to: CHICAGO, miles: 711 },
    { name: 'New York to Miami', from: NEW_YORK, to: MIAMI, miles: 1092 },
    { name: 'Los Angeles to Honolulu', from: LOS_ANGELES, to: HONOLULU, miles: 2560 },
  ])('measures $name as about $miles miles', ({ from, to, miles }) => {
    expect(Math.round(haversineMiles(from, to))).toBe(miles);
  });

  it('measures one degree of latitude as 2πR/360 miles', () => {
    const miles = haversineMiles({ lat: 10, lng: 20 }, { lat: 11, lng: 20 });
    expect(miles).toBeCloseTo((2 * Math.PI * 3959) / 360, 6);
  });

  it('measures half the globe as πR', () => {
    expect(haversineMiles({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeCloseTo(Math.PI * 3959, 6);
  });

  it('is zero from a point to itself and the same both ways', () => {
    expect(haversineMiles(CHICAGO, CHICAGO)).toBe(0);
    expect(haversineMiles(CHICAGO, MIAMI)).toBe(haversineMiles(MIAMI, CHICAGO));
  });
});

describe('boundingBox', () => {
  const centers = [
    ['New York', NEW_YORK],
    ['Miami', MIAMI],
    ['Honolulu', HONOLULU],
    ['Anchorage', ANCHORAGE],
    ['Utqiaġvik', UTQIAGVIK],
    ['the equator', { lat: 0, lng: 0 }],
  ] as const;
  const cases = centers.flatMap(([name, center]) =>
    RADIUS_OPTIONS.map((miles) => [name, miles, center] as const),
  );

  it.each(cases)('contains every point within %s %i-mile radius', (_name, miles, center) => {
    const box = boundingBox(center, miles);
    // Just inside the circle, so rounding cannot put a boundary point outside.
    const reach = miles * (1 - 1e-9);
    const points = [
      ...widestPoints(center, reach),
      ...Array.from({ length: 360 }, (_, bearing) => destination(center, reach, bearing)),
      ...Array.from({ length: 36 }, (_, step) => destination(center, reach / 2, step * 10)),
      center,
    ];
    for (const point of points) {
      expect(haversineMiles(center, point)).toBeLessThanOrEqual(miles);
      expect(inside(box, point), JSON.stringify(point)).toBe(true);
    }
  });

  it.each(cases)('fits %s %i-mile radius tightly north and south', (_name, miles, center) => {
    const box = boundingBox(center, miles);
    expect(box.maxLat).toBeCloseTo(destination(center, miles, 0).lat, 9);
    expect(box.minLat).toBeCloseTo(destination(center, miles, 180).lat, 9);
  });

  it('leaves out a point just beyond the radius due east', () => {
    const box = boundingBox(CHICAGO, 25);
    expect(inside(box, destination(CHICAGO, 26, 90))).toBe(false);
    expect(inside(box, destination(CHICAGO, 26, 0))).toBe(false);
  });

  it('spans every longitude when the circle reaches a pole', () => {
    const box = boundingBox({ lat: 89.9, lng: 10 }, 50);
    expect(box.minLng).toBe(10 - 180);
    expect(box.maxLng).toBe(10 + 180);
  });
});
