import {
  CALENDAR_FEED_FUTURE_DAYS,
  CALENDAR_FEED_PAST_DAYS,
  googleCalendarSubscribeUrl,
  outlookCalendarSubscribeUrl,
  webcalUrl,
  type CalendarFeed,
  type CalendarFeedScope,
} from '@chairside/domain';
import { Copy, RotateCcw } from 'lucide-react';
import { toast } from 'sonner';
import { ConfirmActionDialog } from '@/components/confirm-action-dialog.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useCalendarFeeds, useRegenerateCalendarFeed } from '../api/calendar-feeds.ts';
import { SettingsSection } from './settings-section.tsx';

async function copyLink(feed: CalendarFeed) {
  try {
    await navigator.clipboard.writeText(feed.url);
    toast.success('Link copied', { description: 'Paste it into your calendar app.' });
  } catch {
    // Clipboard access can be refused (an insecure origin, a browser setting): the field stays.
    toast.error('Could not copy the link', { description: 'Select the link and copy it.' });
  }
}

/** What a feed holds, under its name. */
function feedCaption(scope: CalendarFeedScope): string {
  if (scope === 'mine') return 'Your confirmed shifts';
  if (scope === 'organization') return 'Every shift of the organization, its state in the title';
  return 'Every shift at this location, its state in the title';
}

function ResetLinkDialog({ feed }: { feed: CalendarFeed }) {
  const regenerate = useRegenerateCalendarFeed();
  return (
    <ConfirmActionDialog
      trigger={{
        icon: RotateCcw,
        label: 'Reset link',
        name: `Reset link: ${feed.label}`,
        variant: 'ghost',
        size: 'sm',
        className: 'shrink-0',
      }}
      title="Reset this calendar link?"
      description="The current link stops working at once, and calendars subscribed to it stop updating. Subscribe again with the new link."
      confirmLabel="Reset link"
      pendingLabel="Resetting…"
      action={regenerate}
      variables={feed.scope}
      onDone={() =>
        toast.success('Calendar link reset', { description: 'Subscribe again with the new link.' })
      }
    >
      <p className="text-sm font-medium">{feed.label}</p>
    </ConfirmActionDialog>
  );
}

/** One feed: its link to copy, one-click subscriptions, and Reset link. */
function FeedRow({ feed }: { feed: CalendarFeed }) {
  const calendarName = `Chairside — ${feed.label}`;
  return (
    <li className="space-y-3 py-4 first:pt-0 last:pb-0">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-medium">{feed.label}</p>
          <p className="text-sm text-muted-foreground">{feedCaption(feed.scope)}</p>
        </div>
        <ResetLinkDialog feed={feed} />
      </div>
      <div className="flex gap-2">
        <Input
          readOnly
          value={feed.url}
          aria-label={`${feed.label}: calendar link`}
          className="min-w-0 font-mono text-xs"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button
          type="button"
          variant="outline"
          className="shrink-0"
          aria-label={`Copy link: ${feed.label}`}
          onClick={() => void copyLink(feed)}
        >
          <Copy aria-hidden />
          Copy link
        </Button>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm text-muted-foreground">Add to</span>
        <Button asChild variant="secondary" size="sm">
          <a
            href={googleCalendarSubscribeUrl(feed.url)}
            target="_blank"
            rel="noreferrer"
            aria-label={`Add ${feed.label} to Google Calendar`}
          >
            Google
          </a>
        </Button>
        <Button asChild variant="secondary" size="sm">
          <a href={webcalUrl(feed.url)} aria-label={`Add ${feed.label} to Apple Calendar`}>
            Apple
          </a>
        </Button>
        <Button asChild variant="secondary" size="sm">
          <a
            href={outlookCalendarSubscribeUrl(feed.url, calendarName)}
            target="_blank"
            rel="noreferrer"
            aria-label={`Add ${feed.label} to Outlook`}
          >
            Outlook
          </a>
        </Button>
      </div>
    </li>
  );
}

/** How each calendar app subscribes, for when the one-click links do not fit. */
function SubscribeHelp() {
  return (
    <details className="mt-4 rounded-md border bg-muted/40 p-3 text-sm">
      <summary className="cursor-pointer font-medium">How to add a feed to your calendar</summary>
      <ul className="mt-3 list-disc space-y-2 pl-5 text-muted-foreground">
        <li>
          <span className="font-medium text-foreground">Google Calendar:</span> choose Add to Google
          above, or on calendar.google.com open Other calendars › + › From URL and paste the link.
        </li>
        <li>
          <span className="font-medium text-foreground">Apple Calendar:</span> choose Add to Apple
          above on a Mac, iPhone or iPad, or in Calendar choose File › New Calendar Subscription and
          paste the link.
        </li>
        <li>
          <span className="font-medium text-foreground">Outlook:</span> choose Add to Outlook above,
          or in Outlook choose Add calendar › Subscribe from web and paste the link.
        </li>
      </ul>
      <p className="mt-3 text-muted-foreground">
        Calendar apps refresh subscriptions on their own schedule, from every few minutes to every
        few hours. Feeds hold shifts from {CALENDAR_FEED_PAST_DAYS} days ago to{' '}
        {CALENDAR_FEED_FUTURE_DAYS} days ahead.
      </p>
    </details>
  );
}

/** Settings › Calendar feeds (issue #15 §2): private iCalendar links to subscribe to. */
export function CalendarFeedsSection() {
  const feeds = useCalendarFeeds();
  return (
    <SettingsSection section="calendarFeeds">
      {feeds.isPending ? (
        <Spinner />
      ) : feeds.isError ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {feeds.error.message}
        </p>
      ) : (
        <>
          <ul className="divide-y">
            {feeds.data.feeds.map((feed) => (
              <FeedRow key={feed.scope} feed={feed} />
            ))}
          </ul>
          <SubscribeHelp />
        </>
      )}
    </SettingsSection>
  );
}
