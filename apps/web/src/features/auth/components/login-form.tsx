import { loginFormSchema } from '@chairside/domain';
import { useNavigate, useSearchParams } from 'react-router';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { useSchemaForm } from '@/components/forms/use-schema-form.ts';
import { useLogin } from '../api/login.ts';
import { safeNextPath } from '../lib/next-path.ts';
import { toastApiError } from '@/lib/toast-api-error.ts';
import { AuthLink } from './auth-link.tsx';
import { paths } from '@/config/paths.ts';
import { AuthSubmit } from './auth-submit.tsx';

/**
 * SPEC §2 login form, on /auth/login and in the landing page's sign-in card. In both pages
 * rendered at build time (apps/web/vite/prerender.ts) it shows at once and takes typing at once;
 * it is sent only once the app is live (AuthSubmit), with what was typed (useSchemaForm). Success
 * goes to /dashboard, or back to the page that sent the user here (`?next=`, e.g. an invite to
 * accept).
 */
export function LoginForm() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const next = safeNextPath(searchParams.get('next'));
  const login = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useSchemaForm(loginFormSchema, { email: '', password: '' });

  const onSubmit = handleSubmit(({ email, password }) =>
    login.mutate(
      { username: email, password },
      { onSuccess: () => navigate(next ?? paths.dashboard.href()), onError: toastApiError },
    ),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <Field label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" required {...register('email')} />
      </Field>
      <div className="grid gap-2">
        <Field label="Password" error={errors.password?.message}>
          <Input
            type="password"
            autoComplete="current-password"
            required
            {...register('password')}
          />
        </Field>
        <AuthLink to={paths.forgotPassword.href()} className="justify-self-end text-sm">
          Forgot Password?
        </AuthLink>
      </div>
      <AuthSubmit pending={login.isPending} idle="Sign In" busy="Signing in..." />
      <p className="text-center text-sm text-muted-foreground">
        New to Chairside? <AuthLink to={paths.register.href()}>Create an account</AuthLink>
      </p>
    </form>
  );
}
