import { MESSAGES } from '@chairside/domain';
import { MailCheck } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button.tsx';
import { useAuthTitle } from '../hooks/use-auth-title.ts';

export function RegisterSuccessPage() {
  useAuthTitle('Registration Successful');
  return (
    <div className="grid justify-items-center gap-4 text-center">
      <MailCheck aria-hidden className="size-10 text-primary" />
      <p>{MESSAGES.registerSuccess}</p>
      <p className="text-sm text-muted-foreground">
        The link in it activates your account. Nothing there? Check your spam folder.
      </p>
      <Link to="/auth/login" className={buttonVariants({ className: 'w-full' })}>
        Return To Login
      </Link>
    </div>
  );
}
