import { CalendarCheck, Clock, LifeBuoy } from 'lucide-react';
import { PublicLayout } from '@/components/public-layout.tsx';
import { SUPPORT_EMAIL, SUPPORT_HOURS } from '@/lib/support-contact.ts';
import { ContactCard } from '../components/contact-card.tsx';
import { MailLink } from '../components/mail-link.tsx';
import { SALES_EMAIL } from '../contact-details.ts';

export function ContactPage() {
  return (
    <PublicLayout>
      <title>Contact · Chairside</title>
      <div className="mx-auto grid max-w-5xl gap-10 px-4 py-12 sm:px-6 lg:py-16">
        <div className="grid max-w-2xl gap-3">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">
            Talk to the Chairside team
          </h1>
          <p className="text-lg text-muted-foreground">
            Questions about your account, a demo for your practice, or help with a shift: we read
            every email and answer within one business day.
          </p>
        </div>
        <div className="grid gap-6 md:grid-cols-3">
          <ContactCard icon={LifeBuoy} title="Support">
            <p>For help with signing in, shifts, invites or your organization&apos;s settings.</p>
            <p>
              <MailLink address={SUPPORT_EMAIL} subject="Support request" />
            </p>
          </ContactCard>
          <ContactCard icon={CalendarCheck} title="Sales and demos">
            <p>
              See Chairside with your own schedule. Tell us how many locations you run and we will
              set up a 30-minute walkthrough.
            </p>
            <p>
              <MailLink address={SALES_EMAIL} subject="Chairside demo request" />
            </p>
          </ContactCard>
          <ContactCard icon={Clock} title="Hours">
            <p>{SUPPORT_HOURS}, except US federal holidays.</p>
            <p>Messages sent outside these hours are answered the next business day.</p>
          </ContactCard>
        </div>
        <p className="text-sm text-muted-foreground">
          Already using Chairside? Include your organization&apos;s name and, for a shift, its date
          and location so we can help faster. Never send patient information by email.
        </p>
      </div>
    </PublicLayout>
  );
}
