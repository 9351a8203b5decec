import { isManagerial } from '@chairside/domain';
import { ArrowRight, CalendarDays, UserRoundCog } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/components/ui/card.tsx';
import { useSignedInUser } from '@/lib/current-user.ts';

/** SPEC §2 dashboard home. The statistics and lists arrive with the Shifts issue. */
export function DashboardHomePage() {
  const user = useSignedInUser();
  const managerial = isManagerial(user.position);
  return (
    <div className="space-y-6">
      <header className="space-y-1.5">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">
          Welcome back, {user.name}
        </h1>
        <p className="text-muted-foreground">
          {managerial
            ? 'Here is where you keep your practice fully staffed.'
            : 'Here is where you find and keep track of your shifts.'}
        </p>
      </header>
      <div className="grid gap-4 md:grid-cols-2">
        <Card>
          <CardHeader>
            <span className="mb-2 inline-flex size-10 items-center justify-center rounded-full bg-accent text-accent-foreground">
              <UserRoundCog aria-hidden className="size-5" />
            </span>
            <CardTitle className="text-lg">Keep your profile current</CardTitle>
            <CardDescription>
              Your name, phone number and job title help your team reach you and match you with the
              right shifts.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <Button asChild variant="outline">
              <Link to="/dashboard/settings">
                Open Settings
                <ArrowRight aria-hidden />
              </Link>
            </Button>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <span className="mb-2 inline-flex size-10 items-center justify-center rounded-full bg-accent text-accent-foreground">
              <CalendarDays aria-hidden className="size-5" />
            </span>
            <CardTitle className="text-lg">
              {managerial ? 'Manage your practice' : 'Find your next shift'}
            </CardTitle>
            <CardDescription>
              {managerial
                ? 'Use the menu to reach your locations, team members, invites, shifts and reports.'
                : 'Browse open shifts on the calendar or the map and request the ones that suit you.'}
            </CardDescription>
          </CardHeader>
          <CardContent>
            <Button asChild variant="outline">
              <Link to="/dashboard/shifts">
                View Shifts
                <ArrowRight aria-hidden />
              </Link>
            </Button>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
