import { lazy } from 'react';

/**
 * The login form for pages outside the auth area (the landing page's sign-in card), loaded on
 * demand: render it inside <Suspense>.
 */
export const LazyLoginForm = lazy(async () => ({
  default: (await import('./components/login-form.tsx')).LoginForm,
}));
