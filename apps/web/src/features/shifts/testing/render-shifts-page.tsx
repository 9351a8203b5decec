import { renderListPage } from '@/components/list/testing/render-list-page.tsx';
import type { Me } from '@/lib/current-user.ts';
import { stubApi, type StubbedCall } from '@/test/api-stub.ts';
import { makeMe } from '@/test/render-dashboard.tsx';
import type { ShiftListItem } from '../api/get-shifts.ts';
import { ShiftsPage } from '../routes/shifts-page.tsx';

type Handlers = Parameters<typeof stubApi>[0];

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

/** The month queries made, as { month, year, organizationId, locationId } strings. */
export function shiftCalls(calls: StubbedCall[]) {
  return calls
    .filter((call) => call.method === 'GET' && call.path.startsWith('/api/shifts?'))
    .map((call) => Object.fromEntries(new URL(call.path, 'http://localhost').searchParams));
}

/**
 * The shifts page at `path` with the API stubbed: GET /shifts answers the shifts whose local
 * date falls in the asked month.
 */
export function renderShiftsPage({
  path = '/dashboard/shifts?date=2026-11-23',
  user = platformAdmin,
  shifts = [],
  handlers = {},
}: { path?: string; user?: Me; shifts?: ShiftListItem[]; handlers?: Handlers } = {}) {
  const calls = stubApi({
    'GET /api/shifts': (call) => {
      const query = new URL(call.path, 'http://localhost').searchParams;
      const prefix = `${query.get('year')}-${String(query.get('month')).padStart(2, '0')}-`;
      return { body: shifts.filter((shift) => shift.localDate.startsWith(prefix)) };
    },
    'GET /api/organizations/dropdown': { body: organizationOptions },
    'GET /api/locations/dropdown': { body: locationOptions },
    ...handlers,
  });
  const view = renderListPage(<ShiftsPage />, { path, user });
  return { ...view, calls };
}
