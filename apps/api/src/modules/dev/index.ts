export { devOutboxRoutes } from './outbox-routes.ts';
