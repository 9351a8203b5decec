import type { Page } from '@playwright/test';

/**
 * How a sweep opens its pages. `load`: each one loaded from the server (a bookmark, a link from
 * elsewhere), so the bundle is fetched and parsed again every time. `in-app`: the first one
 * loaded, every other one opened by the router of the app already running, as the app's own
 * links open it (issue #25: a load was a third of the time of a page in the accessibility sweep).
 */
export type Opening = 'load' | 'in-app';

/** What the init script below keeps on `window`. */
interface CommitWatch {
  /** Called after every commit of React with the committed root. */
  listeners: Set<(root: unknown) => void>;
}

const WATCH = '__chairsideCommits';
const watched = new WeakSet<Page>();

/**
 * Before the app's first script: React's developer-tools hook, the interface through which React
 * tells a tool (its devtools, react-refresh) of each commit. It lets `openInApp` wait for the
 * commit that shows the new address: the router moves inside a transition, so the page it
 * leaves stays on screen (with nothing loading) until the next one is ready.
 */
async function watchCommits(page: Page): Promise<void> {
  if (watched.has(page)) return;
  watched.add(page);
  await page.addInitScript((key) => {
    const watch: CommitWatch = { listeners: new Set() };
    Object.assign(window, {
      [key]: watch,
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        supportsFiber: true,
        inject: () => 1,
        onCommitFiberRoot: (_renderer: number, root: unknown) => {
          for (const listener of [...watch.listeners]) listener(root);
        },
      },
    });
  }, WATCH);
}

/**
 * Opens `path` in `page` as `opening` says. `in-app` loads it when no page of the app is open
 * yet; otherwise it adds a history entry, sends the event the router follows, and returns once
 * React has committed the router's new location (its location context, found from the root).
 */
export async function openPage(page: Page, path: string, opening: Opening): Promise<void> {
  if (opening === 'load' || !page.url().startsWith('http')) {
    if (opening === 'in-app') await watchCommits(page);
    await page.goto(path);
    return;
  }
  const committed = await page.evaluate(
    ([key, to]) =>
      new Promise<string>((resolve) => {
        interface Fiber {
          child: Fiber | null;
          sibling: Fiber | null;
          memoizedProps: { value?: { location?: { pathname: string; search: string } } } | null;
        }
        const watch = (window as unknown as Record<string, CommitWatch>)[key];
        /** The location of the router's outermost location context in a committed tree. */
        const routerLocation = (root: unknown): string | undefined => {
          const stack = [(root as { current: Fiber }).current];
          while (stack.length > 0) {
            const fiber = stack.pop() as Fiber;
            const value = fiber.memoizedProps?.value;
            if (value && typeof value === 'object' && 'navigationType' in value && value.location) {
              return value.location.pathname + value.location.search;
            }
            if (fiber.sibling) stack.push(fiber.sibling);
            if (fiber.child) stack.push(fiber.child);
          }
          return undefined;
        };
        const timer = setTimeout(() => {
          watch.listeners.delete(listener);
          resolve(`no commit of ${to} within 20 s`);
        }, 20_000);
        const listener = (root: unknown) => {
          if (routerLocation(root) !== to) return;
          clearTimeout(timer);
          watch.listeners.delete(listener);
          resolve('committed');
        };
        watch.listeners.add(listener);
        window.history.pushState(null, '', to);
        window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
      }),
    [WATCH, path] as const,
  );
  if (committed !== 'committed') throw new Error(`openPage(${path}, 'in-app'): ${committed}`);
}
