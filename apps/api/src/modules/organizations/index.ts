export { findTargetOrganization } from './queries.ts';
export { organizationRoutes } from './routes.ts';
export { findOrganizationSettings } from './settings-queries.ts';
