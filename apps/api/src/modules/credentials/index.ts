export { startCredentialExpiryWorker } from './expiry-worker.ts';
