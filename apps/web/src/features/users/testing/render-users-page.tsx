import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { vi } from 'vitest';
import { SignedInUserContext, type Me } from '@/lib/current-user.ts';
import { notifyMediaChange } from '@/test/browser-gaps.ts';
import type { UserDetail } from '../api/get-user.ts';
import type { UserRow } from '../api/get-users.ts';
import { UsersPage } from '../routes/users-page.tsx';

export function makeActor(overrides: Partial<Me> = {}): Me {
  return {
    id: 7,
    email: 'dana@example.com',
    name: 'Dana Whitfield',
    position: 'admin',
    phoneNumber: null,
    jobTitle: 'Front Desk',
    organizationId: null,
    organizationName: null,
    locationIds: [],
    isActive: true,
    ...overrides,
  };
}

export function makeUserRow(overrides: Partial<UserRow> = {}): UserRow {
  return {
    id: 21,
    name: 'Priya Natarajan',
    email: 'priya@brightsmiles.test',
    organizationNames: ['Bright Smiles'],
    positionNames: ['Employee'],
    position: 'employee',
    jobTitle: 'Hygienist',
    isActive: true,
    ...overrides,
  };
}

export function makeUserDetail(overrides: Partial<UserDetail> = {}): UserDetail {
  return {
    id: 21,
    name: 'Priya Natarajan',
    email: 'priya@brightsmiles.test',
    phoneNumber: '+15551234567',
    jobTitle: 'Hygienist',
    position: 'employee',
    organizationId: 3,
    organizationName: 'Bright Smiles',
    organizationNames: ['Bright Smiles'],
    positionNames: ['Employee'],
    locationIds: [],
    isActive: true,
    recentShifts: [],
    ...overrides,
  };
}

/** jsdom has no IntersectionObserver; this one reports every observed element as visible. */
export function stubIntersectionObserver() {
  class IntersectionObserverStub {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(element: Element) {
      queueMicrotask(() =>
        this.callback(
          [{ isIntersecting: true, target: element } as IntersectionObserverEntry],
          this as unknown as IntersectionObserver,
        ),
      );
    }
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', IntersectionObserverStub);
}

/** Acts as a phone (SPEC §9: 768 px or narrower) or as a desktop. */
export function setViewportWidth(width: number) {
  window.innerWidth = width;
  notifyMediaChange();
}

/** The Users page at `path`, as `actor`, with the real router, query client and toaster. */
export function renderUsersPage(actor: Me = makeActor(), path = '/dashboard/users') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/dashboard/users', element: <UsersPage /> }], {
    initialEntries: [path],
  });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <SignedInUserContext.Provider value={actor}>
        <RouterProvider router={router} />
      </SignedInUserContext.Provider>
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}
