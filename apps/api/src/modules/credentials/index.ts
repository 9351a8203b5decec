export { credentialReviewRoutes, credentialUserRoutes } from './routes.ts';
export { startCredentialExpiryWorker } from './expiry-worker.ts';
