import { Clock, Mail, MessageSquare, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SUPPORT_EMAIL, SUPPORT_HOURS } from '@/lib/support-contact.ts';
import { SettingsSection } from './settings-section.tsx';
import { paths } from '@/config/paths.ts';

const LINK =
  'text-primary underline-offset-4 hover:underline focus-visible:rounded-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';

interface SupportWayProps {
  icon: LucideIcon;
  title: string;
  /** The address, the hours or the link. */
  children: ReactNode;
}

/** One way to reach support: its icon and name, then how. */
function SupportWay({ icon: Icon, title, children }: SupportWayProps) {
  return (
    <li className="flex gap-3">
      <Icon aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      <div>
        <p className="font-medium">{title}</p>
        {children}
      </div>
    </li>
  );
}

/** Where to get help. */
export function SupportCard() {
  return (
    <SettingsSection section="support">
      <ul className="space-y-4 text-sm">
        <SupportWay icon={Mail} title="Email">
          <a href={`mailto:${SUPPORT_EMAIL}`} className={LINK}>
            {SUPPORT_EMAIL}
          </a>
        </SupportWay>
        <SupportWay icon={Clock} title="Hours">
          <p className="text-muted-foreground">
            {SUPPORT_HOURS}. We answer within one business day.
          </p>
        </SupportWay>
        <SupportWay icon={MessageSquare} title="Contact form">
          <Link to={paths.contact.href()} className={LINK}>
            Send us a message
          </Link>
        </SupportWay>
      </ul>
    </SettingsSection>
  );
}
