export { authRoutes } from './routes.ts';
export * as phoneVerification from './phone-verification.ts';
