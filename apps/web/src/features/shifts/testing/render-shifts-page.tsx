import { haversineMiles } from '@chairside/domain';
import { renderListPage } from '@/components/list/testing/render-list-page.tsx';
import type { Me } from '@/lib/current-user.ts';
import { queriesOf, stubApi, type StubbedCall, type ApiHandlers } from '@/test/api-stub.ts';
import { makeMe } from '@/test/render-dashboard.tsx';
import type { MapLocation } from '../api/get-map-locations.ts';
import type { ShiftListItem } from '../api/get-shifts.ts';
import { ShiftsPage } from '../routes/shifts-page.tsx';

export function makeShift(overrides: Partial<ShiftListItem> = {}): ShiftListItem {
  return {
    id: 101,
    date: '2026-11-23T14:00:00.000Z',
    localDate: '2026-11-23',
    totalMinutes: 480,
    lunchMinutes: 60,
    position: 'Hygienist',
    specialty: null,
    timezone: 'America/New_York',
    locationId: 11,
    locationName: 'Downtown',
    locationNumber: 'BSD-001',
    organizationId: 3,
    organizationName: 'Bright Smiles Dental',
    latitude: 30.26,
    longitude: -97.74,
    status: 'Unassigned',
    restricted: false,
    requests: 0,
    offers: 0,
    confirmed: 0,
    ...overrides,
  };
}

export const organizationOptions = [
  { value: 3, label: 'Bright Smiles Dental' },
  { value: 4, label: 'Lakeside Orthodontics' },
];

export const locationOptions = [
  { value: 11, label: 'Bright Smiles Dental - Downtown' },
  { value: 12, label: 'Bright Smiles Dental - Eastside' },
  { value: 21, label: 'Lakeside Orthodontics - Harbor' },
];

export const platformAdmin = makeMe({ position: 'admin', organizationId: null });

export const TILE_URL = 'https://tiles.example.test/{z}/{x}/{y}.png';

export function makeMapLocation(overrides: Partial<MapLocation> = {}): MapLocation {
  return {
    id: 11,
    name: 'Downtown',
    locationNumber: 'BSD-001',
    organizationId: 3,
    organizationName: 'Bright Smiles Dental',
    latitude: 39.7491,
    longitude: -104.9946,
    distanceMiles: null,
    ...overrides,
  };
}

/** Locations around Denver (the stubbed position) and far from it. */
export const mapLocations: MapLocation[] = [
  makeMapLocation({ id: 11, name: 'Downtown', locationNumber: 'BSD-001' }),
  makeMapLocation({
    id: 12,
    name: 'Boulder',
    locationNumber: 'BSD-002',
    latitude: 40.0172,
    longitude: -105.2851,
  }),
  makeMapLocation({
    id: 21,
    name: 'Harbor',
    locationNumber: 'LO-100',
    organizationId: 4,
    organizationName: 'Lakeside Orthodontics',
    latitude: 34.0614,
    longitude: -118.2385,
  }),
];

/** A query's point and radius, as the server reads them. */
function pointOf(query: URLSearchParams) {
  const lat = query.get('lat');
  const lng = query.get('lng');
  const radius = query.get('radius');
  if (lat === null || lng === null) return null;
  return { lat: Number(lat), lng: Number(lng), radius: radius === null ? null : Number(radius) };
}

/** The month queries made, as { month, year, organizationId, locationId, radius, lat, lng } strings. */
export function shiftCalls(calls: StubbedCall[]) {
  return queriesOf(calls, '/api/shifts');
}

/**
 * The shifts page at `path` with the API stubbed as the server answers: GET /shifts gives the
 * shifts whose local date falls in the asked month, and GET /locations/map the map locations;
 * both keep only what lies within `radius` miles of `lat`, `lng` when asked.
 */
export function renderShiftsPage({
  path = '/dashboard/shifts?date=2026-11-23',
  user = platformAdmin,
  shifts = [],
  locations = mapLocations,
  handlers = {},
}: {
  path?: string;
  user?: Me;
  shifts?: ShiftListItem[];
  locations?: MapLocation[];
  handlers?: ApiHandlers;
} = {}) {
  const calls = stubApi({
    'GET /api/shifts': (call) => {
      const query = new URL(call.path, 'http://localhost').searchParams;
      const prefix = `${query.get('year')}-${String(query.get('month')).padStart(2, '0')}-`;
      const point = pointOf(query);
      const body = shifts
        .filter((shift) => shift.localDate.startsWith(prefix))
        .flatMap((shift) => {
          if (!point || point.radius === null) return [shift];
          const distanceMiles = haversineMiles(point, {
            lat: shift.latitude as number,
            lng: shift.longitude as number,
          });
          return distanceMiles <= point.radius ? [{ ...shift, distanceMiles }] : [];
        });
      return { body };
    },
    'GET /api/locations/map': (call) => {
      const point = pointOf(new URL(call.path, 'http://localhost').searchParams);
      const body = locations.flatMap((location) => {
        if (!point) return [location];
        const distanceMiles =
          Math.round(
            haversineMiles(point, { lat: location.latitude, lng: location.longitude }) * 10,
          ) / 10;
        return point.radius === null || distanceMiles <= point.radius
          ? [{ ...location, distanceMiles }]
          : [];
      });
      return { body };
    },
    'GET /api/config': { body: { tileUrl: TILE_URL } },
    'GET /api/organizations/dropdown': { body: organizationOptions },
    'GET /api/locations/dropdown': { body: locationOptions },
    ...handlers,
  });
  const view = renderListPage(<ShiftsPage />, { path, user });
  return { ...view, calls };
}
