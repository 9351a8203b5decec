import { lazy, type ComponentType } from 'react';
import { matchRoutes, type Location, type RouteObject } from 'react-router';

/** What a lazily loaded route keeps in its `handle`: its loader, so it can be started early. */
interface LazyRouteHandle {
  preload: () => Promise<unknown>;
}

function isLazyRouteHandle(handle: unknown): handle is LazyRouteHandle {
  return typeof (handle as Partial<LazyRouteHandle> | undefined)?.preload === 'function';
}

/**
 * A route whose component is loaded on first render (DESIGN §10: only the landing page is in
 * the first bundle). Render it below a <Suspense>. The loader runs once; its promise is kept
 * so that preloading and rendering share one download.
 */
export function lazyRoute(
  load: () => Promise<ComponentType>,
): Required<Pick<RouteObject, 'element' | 'handle'>> {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const preload = () => (loading ??= load().then((Component) => ({ default: Component })));
  const Component = lazy(preload);
  return { element: <Component />, handle: { preload } satisfies LazyRouteHandle };
}

/** Loads a route's code if it is loaded lazily (a page to move to quickly, say). */
export function preloadRoute(route: RouteObject): Promise<unknown> {
  return isLazyRouteHandle(route.handle) ? route.handle.preload() : Promise.resolve();
}

/**
 * Starts loading every lazy route that `location` matches at once. Without it a nested page
 * would only start downloading once its layout had loaded and rendered.
 */
export function preloadRoutes(routes: RouteObject[], location: Location): void {
  for (const { route } of matchRoutes(routes, location) ?? []) void preloadRoute(route);
}
