import { useLocation, useRoutes } from 'react-router';
import { preloadRoutes } from './lazy-route.tsx';
import { appRoutes } from './routes/app-routes.tsx';

/**
 * The routes, under a declarative router (<BrowserRouter>, or <StaticRouter> when pages are
 * prerendered): the app loads no data through the router, and the data router's code would not
 * fit the landing page's budget (DESIGN §10).
 */
export function AppRoutes() {
  const location = useLocation();
  // Idempotent: each route's code is requested once, as early as the address is known.
  preloadRoutes(appRoutes, location);
  return useRoutes(appRoutes, location);
}
