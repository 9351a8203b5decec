import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';

interface DashboardListItemProps {
  title: ReactNode;
  /** The line under the title: date, time, duration, status. */
  children: ReactNode;
  /** The button's text and where it goes. */
  action: string;
  to: string;
}

/** One row of a dashboard list: what and when, with a button to the shift. */
export function DashboardListItem({ title, children, action, to }: DashboardListItemProps) {
  return (
    <li className="flex items-center justify-between gap-3 py-3">
      <div className="grid min-w-0 gap-1">
        <p className="text-sm font-medium break-words">{title}</p>
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
          {children}
        </div>
      </div>
      <Button asChild size="sm" variant="outline" className="shrink-0">
        <Link to={to}>{action}</Link>
      </Button>
    </li>
  );
}
