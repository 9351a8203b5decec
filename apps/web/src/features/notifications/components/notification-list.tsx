import { formatTimeAgo, type AppNotification } from '@chairside/domain';
import { BellOff } from 'lucide-react';
import { Link } from 'react-router';
import { OfferAnswerBy } from '@/components/offer-answer-by.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { paths } from '@/config/paths.ts';
import { cn } from '@/lib/cn.ts';
import { useMarkNotificationsRead, useNotifications } from '../api/notifications.ts';

function ItemText({ notification }: { notification: AppNotification }) {
  const unread = notification.readAt === null;
  return (
    <>
      <span
        aria-hidden
        className={cn(
          'mt-1.5 size-2 shrink-0 rounded-full',
          unread ? 'bg-primary' : 'bg-transparent',
        )}
      />
      <span className="min-w-0 flex-1">
        <span className={cn('block text-sm', unread ? 'font-semibold' : 'font-medium')}>
          {notification.title}
          {unread ? <span className="sr-only"> (unread)</span> : null}
        </span>
        <span className="mt-0.5 line-clamp-2 block text-sm text-muted-foreground">
          {notification.body}
        </span>
        {notification.answerBy ? (
          // Issue #26 §7: a standing offer says by when to answer it.
          <OfferAnswerBy
            expiresAt={notification.answerBy.at}
            timeZone={notification.answerBy.timezone}
            className="mt-0.5 text-sm font-medium"
          />
        ) : null}
        <time
          dateTime={notification.createdAt}
          className="mt-1 block text-xs text-muted-foreground"
        >
          {formatTimeAgo(new Date(notification.createdAt), new Date())}
        </time>
      </span>
    </>
  );
}

const ITEM_CLASS =
  'flex gap-3 rounded-md px-3 py-2.5 text-left outline-none focus-visible:ring-2 focus-visible:ring-ring';

/**
 * The bell's panel: the newest notifications, each linking to its shift and marked read when
 * opened, and 'Mark all as read'. `onOpenShift` closes the popover or sheet around it.
 */
export function NotificationList({
  unread,
  onOpenShift,
  inSheet = false,
}: {
  unread: number;
  onOpenShift: () => void;
  /** In the phone's sheet, whose close button sits at the top right, beside the heading. */
  inSheet?: boolean;
}) {
  const list = useNotifications(true);
  const markRead = useMarkNotificationsRead();
  const open = (notification: AppNotification) => {
    if (notification.readAt === null) markRead.mutate({ ids: [notification.id] });
    onOpenShift();
  };
  return (
    <div className="flex min-h-0 flex-col">
      <div
        className={cn(
          'flex items-center justify-between gap-2 border-b px-3 py-2',
          inSheet && 'pr-12',
        )}
      >
        <h2 className="text-sm font-semibold">Notifications</h2>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          disabled={unread === 0 || markRead.isPending}
          onClick={() => markRead.mutate({ all: true })}
        >
          Mark all as read
        </Button>
      </div>
      {list.isPending ? (
        <div className="flex justify-center py-8">
          <Spinner label="Loading notifications" />
        </div>
      ) : list.isError ? (
        <p role="alert" className="px-4 py-8 text-center text-sm text-muted-foreground">
          Notifications could not be loaded. Please try again.
        </p>
      ) : list.data.items.length === 0 ? (
        <div className="flex flex-col items-center gap-2 px-4 py-10 text-center text-sm text-muted-foreground">
          <BellOff aria-hidden className="size-6" />
          No notifications yet
        </div>
      ) : (
        <ul aria-label="Notifications" className="min-h-0 flex-1 overflow-y-auto p-1.5">
          {list.data.items.map((notification) => (
            <li key={notification.id}>
              {notification.shiftId === null ? (
                <div className={ITEM_CLASS}>
                  <ItemText notification={notification} />
                </div>
              ) : (
                <Link
                  to={paths.shiftDetail.href(notification.shiftId)}
                  onClick={() => open(notification)}
                  className={cn(ITEM_CLASS, 'hover:bg-accent focus-visible:bg-accent')}
                >
                  <ItemText notification={notification} />
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
