import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './routes/route-error-boundary.tsx';
import {
  installStaleChunkReload,
  RELOAD_GUARD_MS,
  resetStaleChunkState,
  UPDATE_NOTICE,
  UPDATE_RELOADING,
  type StaleChunkOptions,
} from './stale-chunks.ts';

/**
 * Trust issue #11, item 17: after a release, a tab opened before it failed to load a chunk and
 * showed a blank page. It reloads itself once (a sessionStorage guard keeps it from looping) and
 * says why.
 */
const START = Date.UTC(2027, 2, 1, 9, 0, 0);

/** One browser tab: its sessionStorage survives reloads, its page state does not. */
function tab() {
  let now = START;
  const reload = vi.fn();
  const notify = vi.fn();
  const options: StaleChunkOptions = { storage: () => sessionStorage, now: () => now, reload };
  let uninstall = installStaleChunkReload(window, options, notify);
  return {
    reload,
    notify,
    advance: (ms: number) => (now += ms),
    failChunk: () => window.dispatchEvent(new Event('vite:preloadError', { cancelable: true })),
    /** What window.location.reload() would do: a new page in the same tab. */
    reloadPage: () => {
      uninstall();
      resetStaleChunkState();
      uninstall = installStaleChunkReload(window, options, notify);
    },
    close: () => uninstall(),
  };
}

/** A tab whose chunk failed after a release, now on the page its reload brought. */
function reloadedTab() {
  const reloaded = tab();
  reloaded.failChunk();
  reloaded.reloadPage();
  return reloaded;
}

let current: ReturnType<typeof tab> | null = null;
beforeEach(() => {
  sessionStorage.clear();
  resetStaleChunkState();
});
afterEach(() => {
  current?.close();
  current = null;
  vi.restoreAllMocks();
});

describe('a chunk that fails to load after a release', () => {
  it('reloads the page once, and the new page says Chairside was updated', () => {
    current = tab();
    current.failChunk();
    expect(current.reload).toHaveBeenCalledTimes(1);
    expect(current.notify).not.toHaveBeenCalled();

    current.reloadPage();
    expect(current.notify).toHaveBeenCalledExactlyOnceWith(UPDATE_NOTICE);
    // The notice is shown once, not on every later page of the tab.
    current.reloadPage();
    expect(current.notify).toHaveBeenCalledTimes(1);
  });

  it('does not reload again when the chunk still fails after the reload: no loop', () => {
    current = reloadedTab();
    current.advance(2_000);
    current.failChunk();
    current.failChunk();
    expect(current.reload).toHaveBeenCalledTimes(1);
  });

  it('reloads again for a later release, once the guard has passed', () => {
    current = reloadedTab();
    current.advance(RELOAD_GUARD_MS + 1);
    current.failChunk();
    expect(current.reload).toHaveBeenCalledTimes(2);
  });

  it('reloads once however many chunks fail together', () => {
    current = tab();
    for (let n = 0; n < 5; n += 1) current.failChunk();
    expect(current.reload).toHaveBeenCalledTimes(1);
  });

  it('never reloads without sessionStorage, where nothing could stop a loop', () => {
    const reload = vi.fn();
    const uninstall = installStaleChunkReload(
      window,
      {
        storage: () => {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
        now: () => START,
        reload,
      },
      vi.fn(),
    );
    window.dispatchEvent(new Event('vite:preloadError'));
    uninstall();
    expect(reload).not.toHaveBeenCalled();
  });

  it('does not announce an update after an ordinary page load', () => {
    current = tab();
    current.reloadPage();
    expect(current.notify).not.toHaveBeenCalled();
  });
});

function FailedChunk(): never {
  throw new TypeError('Failed to fetch dynamically imported module');
}

function renderFailedRoute() {
  return render(
    <MemoryRouter>
      <RouteErrorBoundary locationKey="default">
        <Routes>
          <Route path="/" element={<FailedChunk />} />
        </Routes>
      </RouteErrorBoundary>
    </MemoryRouter>,
  );
}

describe('the error page under a failed chunk', () => {
  it('says Chairside was updated — reloading while the page reloads', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    current = tab();
    current.failChunk();
    renderFailedRoute();
    expect(screen.getByRole('status', { name: UPDATE_RELOADING })).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).toBeNull();
  });

  it('offers its Reload button when the guard held', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    current = tab();
    current.failChunk();
    current.reloadPage();
    current.failChunk();
    renderFailedRoute();
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
  });
});
