import { MESSAGES } from '@chairside/domain';
import { MailCheck } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button-variants.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { paths } from '@/config/paths.ts';

export function RegisterSuccessPage() {
  return (
    <AuthCard title="Registration Successful">
      <div className="grid justify-items-center gap-4 text-center">
        <MailCheck aria-hidden className="size-10 text-primary" />
        <p>{MESSAGES.registerSuccess}</p>
        <p className="text-sm text-muted-foreground">
          The link in it activates your account. Nothing there? Check your spam folder.
        </p>
        <Link to={paths.login.href()} className={buttonVariants({ className: 'w-full' })}>
          Return To Login
        </Link>
      </div>
    </AuthCard>
  );
}
