export { credentialReviewRoutes, credentialUserRoutes } from './routes.ts';
