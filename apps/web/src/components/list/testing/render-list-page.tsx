import type { Me } from '@chairside/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, vi } from 'vitest';
import { stubApi, type ApiHandlers } from '@/test/api-stub.ts';
import { notifyMediaChange } from '@/test/browser-gaps.ts';
import { SignedInUserContext } from '@/lib/current-user.ts';

/**
 * Renders one list page as the dashboard would: the signed-in user, a fresh query client, a
 * memory router at `path` (so the URL query can be read back) and the toaster. With `api`,
 * the network answers as those handlers say, and `calls` records what the page asked.
 */
export function renderListPage(
  page: ReactNode,
  { path, user, api }: { path: string; user: Me; api?: ApiHandlers },
) {
  const calls = api ? stubApi(api) : [];
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const pathname = path.split('?')[0] as string;
  const router = createMemoryRouter(
    [
      {
        path: pathname,
        element: <SignedInUserContext.Provider value={user}>{page}</SignedInUserContext.Provider>,
      },
      { path: '*', element: <h1>Elsewhere</h1> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  /** The current URL query, as the page wrote it. */
  const search = () => new URLSearchParams(router.state.location.search);
  return { ...view, router, queryClient, search, calls };
}

/**
 * The renderer of one list page's tests: the page at its `path` as its `user`, with the network
 * answering `api`; each test may open another address, as someone else, with more `handlers`.
 */
export function listPageRenderer(
  page: ReactNode,
  defaults: { path: string; user: Me; api: ApiHandlers },
) {
  return ({
    user = defaults.user,
    path = defaults.path,
    handlers = {},
  }: { user?: Me; path?: string; handlers?: ApiHandlers } = {}) =>
    renderListPage(page, { path, user, api: { ...defaults.api, ...handlers } });
}

/** Acts as a phone (768 px or narrower) or a desktop for the media queries. */
export function setViewportWidth(width: number): void {
  act(() => {
    window.innerWidth = width;
    notifyMediaChange();
  });
}

/**
 * jsdom has no IntersectionObserver: this one records what is observed, and `intersect()`
 * plays the browser telling every observer that its targets scrolled into view.
 */
export function stubIntersectionObserver() {
  const observers = new Set<{ callback: IntersectionObserverCallback; targets: Set<Element> }>();
  class IntersectionObserverStub {
    private readonly entry: { callback: IntersectionObserverCallback; targets: Set<Element> };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, targets: new Set() };
      observers.add(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.add(target);
    }
    unobserve(target: Element) {
      this.entry.targets.delete(target);
    }
    disconnect() {
      observers.delete(this.entry);
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', IntersectionObserverStub);
  return {
    intersect() {
      act(() => {
        for (const { callback, targets } of [...observers]) {
          const entries = [...targets].map(
            (target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry,
          );
          if (entries.length > 0) callback(entries, {} as IntersectionObserver);
        }
      });
    },
    get observing() {
      return [...observers].reduce((count, observer) => count + observer.targets.size, 0);
    },
  };
}

/** jsdom has no IntersectionObserver: this one reports every observed element as visible. */
export function stubVisibleIntersectionObserver(): void {
  class VisibleIntersectionObserver {
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
  vi.stubGlobal('IntersectionObserver', VisibleIntersectionObserver);
}

/**
 * For a list page's test file: every observed element is visible (so Load More fires), and
 * each test that acted as a phone leaves a desktop behind.
 */
export function setUpListPageTests(): void {
  beforeEach(() => {
    stubVisibleIntersectionObserver();
  });
  afterEach(() => {
    setViewportWidth(1024);
  });
}
