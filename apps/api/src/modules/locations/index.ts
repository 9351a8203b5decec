export { locationIdsInOrganization, type GeoBox } from './queries.ts';
export { locationRoutes } from './routes.ts';
