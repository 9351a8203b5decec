import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the page is rendered at build time (vite/prerender.ts) and while the browser
 * hydrates that HTML; true once the page is live (and at once on a page rendered in the
 * browser). Whatever must not exist in the prerendered HTML renders only when this is true.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
