import { Bell } from 'lucide-react';
import type { ComponentProps } from 'react';
import { buttonVariants } from '@/components/ui/button-variants.ts';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover.tsx';
import { Sheet, SheetContent, SheetTitle, SheetTrigger } from '@/components/ui/sheet.tsx';
import { useLazyDialogOpen } from '@/components/ui/use-lazy-dialog-open.ts';
import { cn } from '@/lib/cn.ts';
import { lazyWithPreload } from '@/lib/lazy-with-preload.ts';
import { useIsMobile } from '@/lib/use-media-query.ts';
import { useUnreadCount } from '../api/notifications.ts';

/*
 * The list loads when the bell is about to open (hover, focus), so every screen's header carries
 * only the button and its count (DESIGN §10 shell budget). Opening waits for it in a transition,
 * as the lazy dialogs do.
 */
const List = lazyWithPreload(() => import('./notification-list.tsx'), 'NotificationList');

/** The badge caps what it shows; the accessible name keeps the real count. */
const BADGE_MAX = 99;

function BellFace({ unread }: { unread: number }) {
  return (
    <>
      <Bell aria-hidden />
      {unread > 0 ? (
        <span
          aria-hidden
          className="absolute top-1 right-1 flex h-4 min-w-4 items-center justify-center rounded-full bg-primary px-1 text-[0.625rem] leading-none font-semibold text-primary-foreground ring-2 ring-background"
        >
          {unread > BADGE_MAX ? `${BADGE_MAX}+` : unread}
        </span>
      ) : null}
    </>
  );
}

const triggerProps = (unread: number): ComponentProps<'button'> => ({
  'aria-label': `Notifications, ${unread} unread`,
  onPointerEnter: List.preload,
  onFocus: List.preload,
  className: cn(
    buttonVariants({ variant: 'ghost', size: 'icon' }),
    'relative data-[state=open]:bg-accent',
  ),
});

/**
 * The notification centre in the header (issue #14 §2): a bell with the unread count that opens
 * the list, in a popover on a desktop and a sheet on a phone.
 */
export function NotificationBell() {
  const isMobile = useIsMobile();
  const [open, setOpen] = useLazyDialogOpen();
  const unread = useUnreadCount().data ?? 0;
  const close = () => setOpen(false);
  if (isMobile) {
    return (
      <Sheet open={open} onOpenChange={setOpen}>
        <SheetTrigger {...triggerProps(unread)}>
          <BellFace unread={unread} />
        </SheetTrigger>
        <SheetContent aria-describedby={undefined} className="pt-1">
          <SheetTitle className="sr-only">Notifications</SheetTitle>
          <List.Component unread={unread} onOpenShift={close} inSheet />
        </SheetContent>
      </Sheet>
    );
  }
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger {...triggerProps(unread)}>
        <BellFace unread={unread} />
      </PopoverTrigger>
      <PopoverContent
        align="end"
        aria-label="Notifications"
        className="flex max-h-[min(32rem,calc(100svh-5rem))] w-96 flex-col p-0"
      >
        <List.Component unread={unread} onOpenShift={close} />
      </PopoverContent>
    </Popover>
  );
}
