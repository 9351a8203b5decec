import type { Me, ShiftDetail, ShiftRequest } from '@chairside/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { SignedInUserContext } from '@/lib/current-user.ts';
import { stubApi, type ApiHandlers } from '@/test/api-stub.ts';
import { chooseOption } from '@/test/choose-option.ts';
import { makeShiftDetail } from '@/test/factories/shifts.ts';
import { makeMe } from '@/test/factories/users.ts';
import { ShiftDetailPage } from '../routes/shift-detail-page.tsx';

/** A Los Angeles shift on a winter day (17:00 to 01:00 UTC) with Sam Park's request. */
/** Five days before the factories' shift (15 January 2031, 9:00 AM in Los Angeles) starts. */
export const BEFORE_THE_SHIFT = new Date('2031-01-10T12:00:00Z');

/** A request's card on the shift page, named by its person. */
export const findRequestCard = (name: string) => screen.findByRole('article', { name });

export function makeShift(overrides: Partial<ShiftDetail> = {}): ShiftDetail {
  return makeShiftDetail({ status: 'Requested', requests: 1, ...overrides });
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

/**
 * Answers the shift, its requests and an empty history (and `handlers`' other calls), then
 * renders its page; the calls made are in `calls`.
 */
export function renderShiftWithRequests({
  user,
  shift,
  requests,
  handlers = {},
}: {
  user: Me;
  shift: ShiftDetail;
  requests: ShiftRequest[];
  handlers?: ApiHandlers;
}) {
  const calls = stubApi({
    [`GET /api/shifts/${shift.id}`]: { body: shift },
    [`GET /api/shifts/${shift.id}/requests`]: { body: requests },
    [`GET /api/shifts/${shift.id}/history`]: { body: [] },
    [`GET /api/shifts/${shift.id}/eligibility`]: {
      body: { reasons: [], credentialShortfall: null },
    },
    ...handlers,
  });
  return { ...renderShiftDetailPage({ user, id: shift.id }), calls };
}

/**
 * Renders the page of `makeShift(overrides)` as `user` with `requests`, the shift restricted
 * for the employee as the API sends it; returns the calls made.
 */
export function renderRequestsAs(
  user: Me,
  requests: ShiftRequest[],
  handlers: ApiHandlers = {},
  overrides: Partial<ShiftDetail> = {},
) {
  const shift = makeShift({ restricted: user === employee, ...overrides });
  return renderShiftWithRequests({ user, shift, requests, handlers }).calls;
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
    await chooseOption(user, document.body, `${name} ${part}`, option);
  }
}
