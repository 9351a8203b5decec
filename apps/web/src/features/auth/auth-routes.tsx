import { Navigate, type RouteObject } from 'react-router';

/**
 * The children of '/auth' (SPEC §2). Layout and pages load on demand so that the landing
 * page's chunk carries no form code.
 */
export const authRoutes: RouteObject[] = [
  {
    lazy: async () => ({
      Component: (await import('./components/auth-layout.tsx')).AuthLayout,
    }),
    children: [
      { index: true, element: <Navigate to="login" replace /> },
      {
        path: 'login',
        lazy: async () => ({ Component: (await import('./routes/login-page.tsx')).LoginPage }),
      },
      {
        path: 'register',
        lazy: async () => ({
          Component: (await import('./routes/register-page.tsx')).RegisterPage,
        }),
      },
      {
        path: 'register-success',
        lazy: async () => ({
          Component: (await import('./routes/register-success-page.tsx')).RegisterSuccessPage,
        }),
      },
      {
        path: 'verify-email',
        lazy: async () => ({
          Component: (await import('./routes/verify-email-page.tsx')).VerifyEmailPage,
        }),
      },
      {
        path: 'forgot-password',
        lazy: async () => ({
          Component: (await import('./routes/forgot-password-page.tsx')).ForgotPasswordPage,
        }),
      },
      {
        path: 'reset-password',
        lazy: async () => ({
          Component: (await import('./routes/reset-password-page.tsx')).ResetPasswordPage,
        }),
      },
      {
        path: 'verify-invite',
        lazy: async () => ({
          Component: (await import('./routes/verify-invite-page.tsx')).VerifyInvitePage,
        }),
      },
      {
        path: 'verify-phone',
        lazy: async () => ({
          Component: (await import('./routes/verify-phone-page.tsx')).VerifyPhonePage,
        }),
      },
    ],
  },
];
