import {
  calendarGridRange,
  haversineMiles,
  monthDateRange,
  type MapLocation,
  type Me,
  type ShiftListItem,
} from '@chairside/domain';
import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { renderListPage } from '@/components/list/testing/render-list-page.tsx';
import { queriesOf, stubApi, type StubbedCall, type ApiHandlers } from '@/test/api-stub.ts';
import { makeMapLocation } from '@/test/factories/places.ts';
import { makeShift as makeListedShift } from '@/test/factories/shifts.ts';
import { placeDropdowns } from '@/test/place-options.ts';
import { makeMe } from '@/test/factories/users.ts';
import { ShiftsPage } from '../routes/shifts-page.tsx';

/** An open shift in New York on 23 November 2026, 9:00 AM to 5:00 PM, at an Austin location. */
export function makeShift(overrides: Partial<ShiftListItem> = {}): ShiftListItem {
  return makeListedShift({
    id: 101,
    date: '2026-11-23T14:00:00.000Z',
    localDate: '2026-11-23',
    timezone: 'America/New_York',
    latitude: 30.26,
    longitude: -97.74,
    ...overrides,
  });
}

export const platformAdmin = makeMe({ position: 'admin', organizationId: null });

export const TILE_URL = 'https://tiles.example.test/{z}/{x}/{y}.png';

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

/** The month queries made, as { month, year, span, organizationId, locationId, radius, lat, lng } strings. */
export function shiftCalls(calls: StubbedCall[]) {
  return queriesOf(calls, '/api/shifts');
}

/** Waits for a query of November 2026's calendar grid with these filters. */
export function shiftsQueried(calls: StubbedCall[], filters: Record<string, string>) {
  return waitFor(() =>
    expect(shiftCalls(calls)).toContainEqual({
      month: '11',
      year: '2026',
      span: 'grid',
      ...filters,
    }),
  );
}

/**
 * The shifts page at `path` with the API stubbed as the server answers: GET /shifts gives the
 * shifts whose local date falls in the asked month (with `span=grid`, its calendar grid's 42
 * days), and GET /locations/map the map locations;
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
      const month = { year: Number(query.get('year')), month: Number(query.get('month')) };
      const { from, to } = (query.get('span') === 'grid' ? calendarGridRange : monthDateRange)(
        month,
      );
      const point = pointOf(query);
      const body = shifts
        .filter((shift) => shift.localDate >= from && shift.localDate <= to)
        .flatMap((shift) => {
          if (!point || point.radius === null) return [shift];
          const distanceMiles = haversineMiles(point, {
            lat: shift.latitude,
            lng: shift.longitude,
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
    ...placeDropdowns(),
    ...handlers,
  });
  const view = renderListPage(<ShiftsPage />, { path, user });
  return { ...view, calls };
}
