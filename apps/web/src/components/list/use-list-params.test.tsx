import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useListParams, type ListParams } from './use-list-params.ts';

const KEYS = ['state', 'search'] as const;

function renderListParams(path: string) {
  const current: { params: ListParams<(typeof KEYS)[number]> | null } = { params: null };
  function Probe() {
    current.params = useListParams(KEYS);
    return <input aria-label="probe" />;
  }
  const router = createMemoryRouter([{ path: '/list', element: <Probe /> }, { path: '/other' }], {
    initialEntries: ['/other', path],
    initialIndex: 1,
  });
  render(<RouterProvider router={router} />);
  const params = () => current.params as ListParams<(typeof KEYS)[number]>;
  const search = () => router.state.location.search;
  return { params, search, router };
}

describe('useListParams', () => {
  it("reads the filters ('' when absent), the page and the active count from the URL", () => {
    const { params } = renderListParams('/list?state=TX&page=3&other=1');
    expect(params().filters).toEqual({ state: 'TX', search: '' });
    expect(params().page).toBe(3);
    expect(params().activeCount).toBe(1);
  });

  it.each(['0', '-2', '1.5', 'abc', ''])('reads page=%s as page 1', (page) => {
    const { params } = renderListParams(`/list?page=${page}`);
    expect(params().page).toBe(1);
  });

  it('writes a filter, going back to page 1 and keeping other query keys', async () => {
    const { params, search } = renderListParams('/list?page=4&other=1');
    await act(async () => params().setFilter('search', 'smile'));
    expect(search()).toBe('?other=1&search=smile');
    expect(params().filters.search).toBe('smile');
    expect(params().activeCount).toBe(1);

    await act(async () => params().setFilter('search', ''));
    expect(search()).toBe('?other=1');
  });

  it('replaces the history entry for filters and pushes one for pages', async () => {
    const { params, router } = renderListParams('/list');
    await act(async () => params().setFilter('state', 'CA'));
    await act(async () => params().setFilter('state', 'NV'));
    await act(async () => params().setPage(2));
    expect(router.state.location.search).toBe('?state=NV&page=2');

    await act(async () => router.navigate(-1));
    expect(router.state.location.search).toBe('?state=NV');
    await act(async () => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/other');
  });

  it('drops page=1 from the URL', async () => {
    const { params, search } = renderListParams('/list?page=2');
    await act(async () => params().setPage(1));
    expect(search()).toBe('');
  });

  it('reset clears its filters and the page but nothing else', async () => {
    const { params, search } = renderListParams('/list?state=TX&search=a&page=2&other=1');
    expect(params().activeCount).toBe(2);
    await act(async () => params().reset());
    expect(search()).toBe('?other=1');
    expect(params().activeCount).toBe(0);
    expect(params().filters).toEqual({ state: '', search: '' });
  });
});
