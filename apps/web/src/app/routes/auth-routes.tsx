import { Navigate, type RouteObject } from 'react-router';
import { paths } from '@/config/paths.ts';
import { lazyRoute, preloadRoute } from '../lazy-route.tsx';

/** The pages of '/auth' (SPEC §2). */
const authPages: RouteObject[] = [
  {
    path: paths.login.path,
    ...lazyRoute(async () => (await import('@/features/auth/routes/login-page.tsx')).LoginPage),
  },
  {
    path: paths.register.path,
    ...lazyRoute(
      async () => (await import('@/features/auth/routes/register-page.tsx')).RegisterPage,
    ),
  },
  {
    path: paths.registerSuccess.path,
    ...lazyRoute(
      async () =>
        (await import('@/features/auth/routes/register-success-page.tsx')).RegisterSuccessPage,
    ),
  },
  {
    path: paths.verifyEmail.path,
    ...lazyRoute(
      async () => (await import('@/features/auth/routes/verify-email-page.tsx')).VerifyEmailPage,
    ),
  },
  {
    path: paths.forgotPassword.path,
    ...lazyRoute(
      async () =>
        (await import('@/features/auth/routes/forgot-password-page.tsx')).ForgotPasswordPage,
    ),
  },
  {
    path: paths.resetPassword.path,
    ...lazyRoute(
      async () =>
        (await import('@/features/auth/routes/reset-password-page.tsx')).ResetPasswordPage,
    ),
  },
  {
    path: paths.verifyInvite.path,
    ...lazyRoute(
      async () => (await import('@/features/auth/routes/verify-invite-page.tsx')).VerifyInvitePage,
    ),
  },
  {
    path: paths.verifyPhone.path,
    ...lazyRoute(
      async () => (await import('@/features/auth/routes/verify-phone-page.tsx')).VerifyPhonePage,
    ),
  },
  {
    path: paths.acceptInvite.path,
    ...lazyRoute(
      async () => (await import('@/features/auth/routes/accept-invite-page.tsx')).AcceptInvitePage,
    ),
  },
];

/**
 * The children of '/auth' (SPEC §2). Layout and pages load on demand so that the landing
 * page's chunk carries no form code, and together (about 10 kB): moving from one auth page to
 * another ('Forgot Password?') shows the next page at once, never the last one for a moment,
 * whose fields a quick person would type into and lose (issue #26 §13).
 */
export const authRoutes: RouteObject[] = [
  {
    ...lazyRoute(async () => {
      const [{ AuthLayout }] = await Promise.all([
        import('../layouts/auth-layout.tsx'),
        ...authPages.map(preloadRoute),
      ]);
      return AuthLayout;
    }),
    children: [{ index: true, element: <Navigate to={paths.login.path} replace /> }, ...authPages],
  },
];

/**
 * An email's unsubscribe page (issue #14 §2): public like the auth pages and in their layout,
 * at the address the emails carry.
 */
export const unsubscribeRoute: RouteObject = {
  path: paths.unsubscribe.path,
  ...lazyRoute(async () => (await import('../layouts/auth-layout.tsx')).AuthLayout),
  children: [
    {
      index: true,
      ...lazyRoute(
        async () => (await import('@/features/auth/routes/unsubscribe-page.tsx')).UnsubscribePage,
      ),
    },
  ],
};
