import { CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button-variants.ts';
import { SignInCard } from './sign-in-card.tsx';
import { paths } from '@/config/paths.ts';

const HIGHLIGHTS = [
  'Shift management built around dental roles',
  'Multi-location support for groups and DSOs',
  'User management with roles and email invites',
];

export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="border-b bg-accent dark:bg-muted">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-14 sm:px-6 lg:grid-cols-[1.15fr_1fr] lg:py-20">
        <div className="grid gap-6">
          <p className="w-fit rounded-full border border-primary bg-background px-3 py-1 text-sm font-medium text-primary">
            Shift scheduling for dental practices
          </p>
          <h1
            id="hero-title"
            className="text-4xl font-bold tracking-tight text-balance sm:text-5xl"
          >
            Fill open dental shifts without the phone tag
          </h1>
          <p className="max-w-xl text-lg text-muted-foreground text-pretty">
            Chairside brings shift management, multi-location support and user management together.
            Post an open shift, let qualified hygienists, assistants and front desk staff request
            it, and confirm the right person in minutes.
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Link to={paths.register.href()} className={buttonVariants({ size: 'lg' })}>
              Start Free Trial
            </Link>
            <Link
              to={paths.contact.href()}
              className={buttonVariants({ size: 'lg', variant: 'outline' })}
            >
              Request a Demo
            </Link>
          </div>
          <ul className="grid gap-2 text-sm">
            {HIGHLIGHTS.map((highlight) => (
              <li key={highlight} className="flex items-center gap-2">
                <CheckCircle2 aria-hidden className="size-4 shrink-0 text-primary" />
                {highlight}
              </li>
            ))}
          </ul>
        </div>
        <SignInCard />
      </div>
    </section>
  );
}
