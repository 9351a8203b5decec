import { Suspense } from 'react';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/components/ui/card.tsx';
import { LazyLoginForm } from '@/features/auth/lazy-login-form.tsx';
import { LoginFormPlaceholder } from './login-form-placeholder.tsx';

/** SPEC §2: the login form is also reached at '/'. It loads after the page itself. */
export function SignInCard() {
  return (
    <Card className="w-full max-w-md justify-self-center shadow-lg lg:justify-self-end">
      <CardHeader>
        <CardTitle>Sign in to Chairside</CardTitle>
        <CardDescription>Welcome back. Your shifts and requests are waiting.</CardDescription>
      </CardHeader>
      <CardContent>
        <Suspense fallback={<LoginFormPlaceholder />}>
          <LazyLoginForm />
        </Suspense>
      </CardContent>
    </Card>
  );
}
