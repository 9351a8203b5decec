export { inviteAcceptRoutes, inviteRoutes } from './routes.ts';
