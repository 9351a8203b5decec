import { lazy } from 'react';

/**
 * The login form for pages outside the auth area (the landing page's sign-in card), loaded on
 * demand with the query client it needs: render it inside <Suspense>.
 */
export const LazyLoginForm = lazy(async () => {
  const [{ LoginForm }, { QueryBoundary }] = await Promise.all([
    import('./components/login-form.tsx'),
    import('@/lib/query-boundary.tsx'),
  ]);
  return {
    default: function LoginFormWithQueries() {
      return (
        <QueryBoundary>
          <LoginForm />
        </QueryBoundary>
      );
    },
  };
});
