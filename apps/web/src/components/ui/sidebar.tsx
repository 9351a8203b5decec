import { SIDEBAR } from '@chairside/domain';
import { PanelLeft } from 'lucide-react';
import { Slot } from 'radix-ui';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ComponentProps,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { cn } from '@/lib/cn.ts';
import { readCookie, writeCookie } from '@/lib/cookies.ts';
import { Button } from './button.tsx';
import { Tooltip, TooltipContent, TooltipTrigger } from './tooltip.tsx';

export const SIDEBAR_ID = 'app-sidebar';

type SidebarState = 'expanded' | 'collapsed';

interface SidebarContextValue {
  open: boolean;
  state: SidebarState;
  setOpen: (open: boolean) => void;
  toggle: () => void;
}

const SidebarContext = createContext<SidebarContextValue | null>(null);

export function useSidebar(): SidebarContextValue {
  const context = useContext(SidebarContext);
  if (!context) throw new Error('useSidebar must be used inside <SidebarProvider>');
  return context;
}

/** The saved state (SPEC §4): expanded unless the cookie says otherwise. */
function readSavedOpen(): boolean {
  return readCookie(SIDEBAR.cookieName) !== 'false';
}

/** Holds expanded / icon-only, saves it in the cookie and listens for Ctrl or Cmd + B. */
export function SidebarProvider({ children }: { children: ReactNode }) {
  const [open, setOpenState] = useState(readSavedOpen);

  const setOpen = useCallback((next: boolean) => {
    setOpenState(next);
    writeCookie(SIDEBAR.cookieName, String(next), SIDEBAR.cookieMaxAgeSeconds);
  }, []);
  const toggle = useCallback(() => setOpen(!open), [open, setOpen]);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key.toLowerCase() === SIDEBAR.shortcutKey && (event.metaKey || event.ctrlKey)) {
        event.preventDefault();
        toggle();
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);

  const value = useMemo<SidebarContextValue>(
    () => ({ open, state: open ? 'expanded' : 'collapsed', setOpen, toggle }),
    [open, setOpen, toggle],
  );
  return <SidebarContext.Provider value={value}>{children}</SidebarContext.Provider>;
}

export function Sidebar({ className, children, ...props }: ComponentProps<'aside'>) {
  const { state } = useSidebar();
  const style = {
    '--sidebar-width': SIDEBAR.widthExpanded,
    '--sidebar-width-icon': SIDEBAR.widthIconOnly,
  } as CSSProperties;
  return (
    <aside
      id={SIDEBAR_ID}
      data-state={state}
      style={style}
      className={cn(
        'group/sidebar sticky top-0 flex h-svh shrink-0 flex-col overflow-hidden border-r bg-sidebar text-sidebar-foreground motion-safe:transition-[width] motion-safe:duration-200',
        state === 'expanded' ? 'w-(--sidebar-width)' : 'w-(--sidebar-width-icon)',
        className,
      )}
      {...props}
    >
      {children}
    </aside>
  );
}

export function SidebarHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-2 p-2', className)} {...props} />;
}

export function SidebarContent({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div className={cn('flex min-h-0 flex-1 flex-col overflow-y-auto p-2', className)} {...props} />
  );
}

/**
 * The sidebar's footer, outside the sidebar's own element so that it can come later in the tab
 * order (issue #26 §12); it carries the sidebar's state and width for its contents' styles.
 */
export function SidebarFooter({ className, ...props }: ComponentProps<'div'>) {
  const { state } = useSidebar();
  return (
    <div
      data-state={state}
      className={cn(
        'group/sidebar flex flex-col gap-2 border-t border-r bg-sidebar p-2 text-sidebar-foreground [contain:inline-size]',
        className,
      )}
      {...props}
    />
  );
}

export function SidebarMenu({ className, ...props }: ComponentProps<'ul'>) {
  return <ul className={cn('flex flex-col gap-1', className)} {...props} />;
}

export function SidebarMenuItem({ className, ...props }: ComponentProps<'li'>) {
  return <li className={cn('relative', className)} {...props} />;
}

export const sidebarMenuButtonClass =
  'flex h-9 w-full items-center gap-3 overflow-hidden rounded-md px-2.5 text-sm font-medium text-sidebar-foreground/90 outline-none transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring aria-[current=page]:bg-accent aria-[current=page]:font-semibold aria-[current=page]:text-accent-foreground [&>svg]:size-4 [&>svg]:shrink-0 group-data-[state=collapsed]/sidebar:size-8 group-data-[state=collapsed]/sidebar:justify-center group-data-[state=collapsed]/sidebar:px-0';

/**
 * A menu row: pass a link with `asChild`. When the sidebar is icon-only the label is
 * visually hidden (it still names the control) and a tooltip shows it on hover or focus.
 */
export function SidebarMenuButton({
  asChild = false,
  tooltip,
  className,
  ...props
}: ComponentProps<'button'> & { asChild?: boolean; tooltip: string }) {
  const { state } = useSidebar();
  const Component = asChild ? Slot.Root : 'button';
  return (
    <Tooltip delayDuration={0}>
      <TooltipTrigger asChild>
        <Component className={cn(sidebarMenuButtonClass, className)} {...props} />
      </TooltipTrigger>
      <TooltipContent side="right" align="center" hidden={state !== 'collapsed'}>
        {tooltip}
      </TooltipContent>
    </Tooltip>
  );
}

/** The label part of a menu row; hidden visually when the sidebar is icon-only. */
export function SidebarLabel({ className, ...props }: ComponentProps<'span'>) {
  return (
    <span
      className={cn('truncate group-data-[state=collapsed]/sidebar:sr-only', className)}
      {...props}
    />
  );
}

export function SidebarTrigger({ className, ...props }: ComponentProps<'button'>) {
  const { open, toggle } = useSidebar();
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label="Toggle Sidebar"
          aria-controls={SIDEBAR_ID}
          aria-expanded={open}
          className={cn('size-9', className)}
          onClick={toggle}
          {...props}
        >
          <PanelLeft aria-hidden />
        </Button>
      </TooltipTrigger>
      <TooltipContent side="bottom">Toggle Sidebar (Ctrl+B)</TooltipContent>
    </Tooltip>
  );
}
