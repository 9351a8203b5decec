/**
 * After a release, a tab opened before it asks the server for chunks of the old build, which are
 * gone: the server answers 404 (never the page, trust issue #11 item 17), and the chunk fails to
 * load. Vite's preload helper then dispatches `vite:preloadError` on the window. The app reloads
 * itself once, to get the page of the new build, and says why after the reload.
 *
 * The guard lives in sessionStorage (it survives the reload, and is per tab): a tab reloads at
 * most once per RELOAD_GUARD_MS. If the chunk still fails after the reload (the server is in the
 * middle of a build, or a file is really missing) the error page shows with its Reload button
 * instead of reloading in a loop. Without sessionStorage there is no guard, so no reload.
 */

const RELOAD_KEY = 'chairside:reloaded-for-update';
export const RELOAD_GUARD_MS = 60_000;
export const UPDATE_RELOADING = 'Chairside was updated — reloading';
export const UPDATE_NOTICE = 'Chairside was updated to a new version';

type SessionStore = Pick<Storage, 'getItem' | 'setItem'>;

interface ReloadRecord {
  /** When the tab reloaded for a new version (ms since the epoch). */
  at: number;
  /** Whether the page after the reload has shown the notice. */
  announced: boolean;
}

export interface StaleChunkOptions {
  storage: () => SessionStore;
  now: () => number;
  reload: () => void;
}

const browser: StaleChunkOptions = {
  storage: () => window.sessionStorage,
  now: () => Date.now(),
  reload: () => window.location.reload(),
};

function readRecord(storage: SessionStore): ReloadRecord | null {
  const raw = storage.getItem(RELOAD_KEY);
  if (!raw) return null;
  const value = JSON.parse(raw) as Partial<ReloadRecord>;
  return typeof value.at === 'number'
    ? { at: value.at, announced: value.announced === true }
    : null;
}

let reloading = false;

/** Whether this page is reloading for a new version (the error page says so meanwhile). */
export function isReloadingForUpdate(): boolean {
  return reloading;
}

/**
 * A chunk failed to load: reloads the page unless it already did so within RELOAD_GUARD_MS.
 * Answers whether it reloads.
 */
export function reloadForNewVersion(options: StaleChunkOptions = browser): boolean {
  if (reloading) return true;
  try {
    const storage = options.storage();
    const now = options.now();
    const last = readRecord(storage);
    if (last && now - last.at >= 0 && now - last.at < RELOAD_GUARD_MS) return false;
    storage.setItem(RELOAD_KEY, JSON.stringify({ at: now, announced: false }));
  } catch {
    // No storage (disabled, full, or corrupt record we cannot replace): no guard, so no reload.
    return false;
  }
  reloading = true;
  options.reload();
  return true;
}

/** After a reload for a new version, answers true once: the page shows UPDATE_NOTICE. */
export function takeUpdateNotice(options: StaleChunkOptions = browser): boolean {
  try {
    const storage = options.storage();
    const record = readRecord(storage);
    if (!record || record.announced || options.now() - record.at >= RELOAD_GUARD_MS) return false;
    storage.setItem(RELOAD_KEY, JSON.stringify({ ...record, announced: true }));
    return true;
  } catch {
    return false;
  }
}

/**
 * Listens for chunks that fail to load, and shows the notice of a reload that just happened.
 * `notify` shows a toast; sonner is imported only then, so it stays out of the first bundle.
 * Answers a function that stops listening (for tests).
 */
export function installStaleChunkReload(
  target: Window = window,
  options: StaleChunkOptions = browser,
  notify: (message: string) => void = (message) =>
    void import('sonner').then(({ toast }) => toast.info(message)),
): () => void {
  // The failed import still rejects: the error page under it says 'Chairside was updated —
  // reloading' until the new page arrives, or offers its Reload button if the guard held.
  const onPreloadError = () => {
    reloadForNewVersion(options);
  };
  target.addEventListener('vite:preloadError', onPreloadError);
  if (takeUpdateNotice(options)) notify(UPDATE_NOTICE);
  return () => target.removeEventListener('vite:preloadError', onPreloadError);
}

/** For tests: forget that this page started a reload. */
export function resetStaleChunkState(): void {
  reloading = false;
}
