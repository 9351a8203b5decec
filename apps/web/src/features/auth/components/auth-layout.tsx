import { useMemo, useState } from 'react';
import { Outlet } from 'react-router';
import { BrandLogo } from '@/components/brand-logo.tsx';
import { Card, CardContent, CardHeader } from '@/components/ui/card.tsx';
import type { AuthLayoutContext } from '../hooks/use-auth-title.ts';

/** SPEC §2: the auth area's shared card with the logo and a title each child page sets. */
export function AuthLayout() {
  const [title, setTitle] = useState('');
  const context = useMemo<AuthLayoutContext>(() => ({ setTitle }), []);
  return (
    <div className="flex min-h-svh flex-col items-center bg-muted px-4 py-10 sm:justify-center">
      {title ? <title>{`${title} · Chairside`}</title> : null}
      <header className="mb-6">
        <BrandLogo className="text-xl" />
      </header>
      <main className="w-full max-w-md">
        <Card>
          <CardHeader className="items-center text-center">
            <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
          </CardHeader>
          <CardContent>
            <Outlet context={context} />
          </CardContent>
        </Card>
      </main>
    </div>
  );
}
