import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { vi } from 'vitest';
import { SignedInUserContext, type Me } from '@/lib/current-user.ts';
import { notifyMediaChange } from '@/test/browser-gaps.ts';
import type { InviteRow } from '../api/get-invites.ts';
import { InvitesPage } from '../routes/invites-page.tsx';

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

export function makeInvite(overrides: Partial<InviteRow> = {}): InviteRow {
  return {
    id: 31,
    name: 'Jordan Lee',
    email: 'jordan@example.com',
    organizationId: 3,
    organizationName: 'Bright Smiles',
    position: 'employee',
    jobTitle: null,
    isVerified: false,
    managingLocationIds: [],
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

/** The Invites page at `path`, as `actor`, with the real router, query client and toaster. */
export function renderInvitesPage(actor: Me = makeActor(), path = '/dashboard/invites') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/dashboard/invites', element: <InvitesPage /> }], {
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
