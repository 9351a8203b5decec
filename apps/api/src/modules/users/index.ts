export { meRoutes } from './me-routes.ts';
export { nameOrEmailContains, replaceUserLocations, updateUserAccess } from './queries.ts';
export { userRoutes } from './routes.ts';
