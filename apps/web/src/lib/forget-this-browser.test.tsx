import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from './api-client.ts';
import { getAccessToken, setAccessToken } from './session.ts';
import { useLogout } from './use-logout.ts';

/** CacheStorage as sw.js fills it: the build's shell, and what two people kept offline. */
function fakeCaches() {
  const names = new Set(['chairside-shell-build1', 'chairside-data-7', 'chairside-data-9']);
  return {
    names,
    keys: vi.fn(async () => [...names]),
    delete: vi.fn(async (name: string) => names.delete(name)),
  };
}

/** The browser's push subscription, as push-subscription.ts reads it from the worker. */
function fakePush() {
  const subscription = { endpoint: 'https://push.example.test/this-browser', unsubscribe: vi.fn() };
  subscription.unsubscribe.mockResolvedValue(true);
  const registration = { pushManager: { getSubscription: async () => subscription } };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => registration },
  });
  return subscription;
}

let storage: ReturnType<typeof fakeCaches>;
let push: ReturnType<typeof fakePush>;
beforeEach(() => {
  storage = fakeCaches();
  vi.stubGlobal('caches', storage);
  push = fakePush();
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

const answering = (status: number) =>
  vi.fn(async () => new Response(JSON.stringify({ message: 'Unauthorized' }), { status }));

const callMe = () =>
  apiRequest('/users/me', { contract: (domain) => domain.meSchema }).catch(() => undefined);

/** The per-person caches are gone, the build's shell stays, and push stopped on this browser. */
async function expectForgotten() {
  await vi.waitFor(() => expect([...storage.names]).toEqual(['chairside-shell-build1']));
  expect(push.unsubscribe).toHaveBeenCalledTimes(1);
}

describe('a session the server ends forgets this browser’s copy, as Logout does (DESIGN §6)', () => {
  it('a 401 to the stored token deletes the offline caches and ends push here', async () => {
    setAccessToken('ended-token');
    vi.stubGlobal('fetch', answering(401));

    await callMe();

    expect(getAccessToken()).toBeNull();
    await expectForgotten();
  });

  it('Logout does the same', async () => {
    setAccessToken('token');
    const queryClient = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>{children}</MemoryRouter>
      </QueryClientProvider>
    );
    const { result } = renderHook(() => useLogout(), { wrapper });

    act(() => result.current());

    expect(getAccessToken()).toBeNull();
    await expectForgotten();
  });

  it('keeps everything on other refusals, and on a 401 to a token already replaced', async () => {
    setAccessToken('token');
    vi.stubGlobal('fetch', answering(403));
    await callMe();
    // A sign-in elsewhere in this browser replaced the token the refused call carried.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        setAccessToken('newer-token');
        return new Response(JSON.stringify({ message: 'Unauthorized' }), { status: 401 });
      }),
    );
    await callMe();

    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(getAccessToken()).toBe('newer-token');
    expect(storage.names.size).toBe(3);
    expect(push.unsubscribe).not.toHaveBeenCalled();
  });
});
