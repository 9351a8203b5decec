import { Clock, Mail, MessageSquare } from 'lucide-react';
import { Link } from 'react-router';
import { SUPPORT_EMAIL, SUPPORT_HOURS } from '@/lib/support-contact.ts';
import { SettingsSection } from './settings-section.tsx';
import { paths } from '@/config/paths.ts';

/** Where to get help. */
export function SupportCard() {
  return (
    <SettingsSection section="support">
      <ul className="space-y-4 text-sm">
        <li className="flex gap-3">
          <Mail aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
          <div>
            <p className="font-medium">Email</p>
            <a
              href={`mailto:${SUPPORT_EMAIL}`}
              className="text-primary underline-offset-4 hover:underline focus-visible:rounded-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              {SUPPORT_EMAIL}
            </a>
          </div>
        </li>
        <li className="flex gap-3">
          <Clock aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
          <div>
            <p className="font-medium">Hours</p>
            <p className="text-muted-foreground">
              {SUPPORT_HOURS}. We answer within one business day.
            </p>
          </div>
        </li>
        <li className="flex gap-3">
          <MessageSquare aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
          <div>
            <p className="font-medium">Contact form</p>
            <Link
              to={paths.contact.href()}
              className="text-primary underline-offset-4 hover:underline focus-visible:rounded-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              Send us a message
            </Link>
          </div>
        </li>
      </ul>
    </SettingsSection>
  );
}
