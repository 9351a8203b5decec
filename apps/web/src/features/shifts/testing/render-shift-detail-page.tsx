import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { SignedInUserContext, type Me } from '@/lib/current-user.ts';
import { makeMe } from '@/test/render-dashboard.tsx';
import type { ShiftRequest } from '../api/get-shift-requests.ts';
import type { ShiftDetail } from '../api/get-shift.ts';
import { ShiftDetailPage } from '../routes/shift-detail-page.tsx';

export { makeMe };

/** A Los Angeles shift on a winter day: 9:00 AM to 5:00 PM PST (17:00 to 01:00 UTC). */
export function makeShift(overrides: Partial<ShiftDetail> = {}): ShiftDetail {
  return {
    id: 41,
    date: '2031-01-15T17:00:00.000Z',
    localDate: '2031-01-15',
    totalMinutes: 480,
    lunchMinutes: 60,
    position: 'Hygienist',
    specialty: null,
    timezone: 'America/Los_Angeles',
    locationId: 11,
    locationName: 'Downtown',
    locationNumber: 'BSD-001',
    organizationId: 3,
    organizationName: 'Bright Smiles Dental',
    latitude: 34.05,
    longitude: -118.24,
    status: 'Requested',
    restricted: false,
    requests: 1,
    offers: 0,
    confirmed: 0,
    notes: null,
    internalNotes: null,
    ...overrides,
  };
}

export function makeRequest(overrides: Partial<ShiftRequest> = {}): ShiftRequest {
  return {
    id: 90,
    shiftId: 41,
    employeeId: 21,
    employeeName: 'Sam Park',
    status: 'Requested',
    declined: false,
    updatedAt: '2031-01-02T12:00:00.000Z',
    startTime: null,
    endTime: null,
    notes: null,
    managerNotes: null,
    ...overrides,
  };
}

export const orgManager = makeMe({
  id: 50,
  name: 'Maria Lopez',
  position: 'manager',
  organizationId: 3,
  organizationName: 'Bright Smiles Dental',
});

export const employee = makeMe({
  id: 21,
  name: 'Sam Park',
  position: 'employee',
  organizationId: 3,
  organizationName: 'Bright Smiles Dental',
});

/** Renders /dashboard/shifts/:id as the dashboard would, with a stand-in calendar page. */
export function renderShiftDetailPage({ user, id = 41 }: { user: Me; id?: number | string }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '/dashboard/shifts/:id',
        element: (
          <SignedInUserContext.Provider value={user}>
            <ShiftDetailPage />
          </SignedInUserContext.Provider>
        ),
      },
      { path: '/dashboard/shifts', element: <h1>Shifts calendar</h1> },
      { path: '*', element: <h1>Elsewhere</h1> },
    ],
    { initialEntries: [`/dashboard/shifts/${id}`] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

/** Picks hour, minute and AM/PM of a TimePicker named `name` (e.g. 'Start time'). */
export async function chooseTime(
  user: UserEvent,
  name: string,
  { hour, minute, period }: { hour: string; minute: string; period: 'AM' | 'PM' },
) {
  for (const [part, option] of [
    ['hour', hour],
    ['minute', minute],
    ['AM or PM', period],
  ] as const) {
    await user.click(screen.getByRole('combobox', { name: `${name} ${part}` }));
    await user.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: option }),
    );
  }
}
