import { Navigate, type RouteObject } from 'react-router';
import { lazyRoute } from '@/app/lazy-route.tsx';

/**
 * The children of '/auth' (SPEC §2). Layout and pages load on demand so that the landing
 * page's chunk carries no form code.
 */
export const authRoutes: RouteObject[] = [
  {
    ...lazyRoute(async () => (await import('./components/auth-layout.tsx')).AuthLayout),
    children: [
      { index: true, element: <Navigate to="login" replace /> },
      {
        path: 'login',
        ...lazyRoute(async () => (await import('./routes/login-page.tsx')).LoginPage),
      },
      {
        path: 'register',
        ...lazyRoute(async () => (await import('./routes/register-page.tsx')).RegisterPage),
      },
      {
        path: 'register-success',
        ...lazyRoute(
          async () => (await import('./routes/register-success-page.tsx')).RegisterSuccessPage,
        ),
      },
      {
        path: 'verify-email',
        ...lazyRoute(async () => (await import('./routes/verify-email-page.tsx')).VerifyEmailPage),
      },
      {
        path: 'forgot-password',
        ...lazyRoute(
          async () => (await import('./routes/forgot-password-page.tsx')).ForgotPasswordPage,
        ),
      },
      {
        path: 'reset-password',
        ...lazyRoute(
          async () => (await import('./routes/reset-password-page.tsx')).ResetPasswordPage,
        ),
      },
      {
        path: 'verify-invite',
        ...lazyRoute(
          async () => (await import('./routes/verify-invite-page.tsx')).VerifyInvitePage,
        ),
      },
      {
        path: 'verify-phone',
        ...lazyRoute(async () => (await import('./routes/verify-phone-page.tsx')).VerifyPhonePage),
      },
      {
        path: 'accept-invite',
        ...lazyRoute(
          async () => (await import('./routes/accept-invite-page.tsx')).AcceptInvitePage,
        ),
      },
    ],
  },
];
