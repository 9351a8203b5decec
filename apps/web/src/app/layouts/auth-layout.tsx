import { Outlet } from 'react-router';
import { BrandLogo } from '@/components/brand-logo.tsx';

/** SPEC §2: the auth area's page: the logo above the card of the child page (AuthCard). */
export function AuthLayout() {
  return (
    <div className="flex min-h-svh flex-col items-center bg-muted px-4 py-10 sm:justify-center">
      <header className="mb-6">
        <BrandLogo size="large" />
      </header>
      <main className="w-full max-w-md">
        <Outlet />
      </main>
    </div>
  );
}
