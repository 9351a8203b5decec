import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '@chairside/domain';
import { lazy, Suspense, useEffect } from 'react';
import { Navigate, Outlet, useNavigate } from 'react-router';
import { BrandMark } from '@/components/brand-mark.tsx';
import { FullPageSpinner } from '@/components/full-page-spinner.tsx';
import { Separator } from '@/components/ui/separator.tsx';
import { SidebarProvider, SidebarTrigger } from '@/components/ui/sidebar.tsx';
import { TooltipProvider } from '@/components/ui/tooltip.tsx';
import { SignedInUserContext, useCurrentUserQuery, useSignedInUser } from '@/lib/current-user.ts';
import { cn } from '@/lib/cn.ts';
import { getAccessToken } from '@/lib/session.ts';
import { useIsMobile } from '@/lib/use-media-query.ts';
import { useSessionEnded } from '@/lib/use-session-ended.ts';
import { AppSidebar, AppSidebarFooter } from './app-sidebar.tsx';
import { MobileNav } from './mobile-nav.tsx';
import { paths } from '@/config/paths.ts';

const MAIN_ID = 'main-content';

function SkipLink() {
  return (
    <a
      href={`#${MAIN_ID}`}
      className="sr-only z-50 rounded-md bg-background px-4 py-2 text-sm font-medium shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:ring-2 focus:ring-ring"
    >
      Skip to main content
    </a>
  );
}

function MainContent({ className }: { className?: string }) {
  return (
    <main id={MAIN_ID} tabIndex={-1} className={cn('flex-1 outline-none', className)}>
      <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
        <Suspense fallback={null}>
          <OfflineBanner />
        </Suspense>
        <Outlet />
      </div>
    </main>
  );
}

const todayFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
});

/** Where and when: the organization (if any) and today's date. */
function TopBarContext() {
  const user = useSignedInUser();
  return (
    <p className="flex min-w-0 items-center gap-2 text-sm text-muted-foreground">
      {user.organizationName ? (
        <>
          <span className="truncate font-medium text-foreground">{user.organizationName}</span>
          <span aria-hidden>·</span>
        </>
      ) : null}
      <span className="whitespace-nowrap">{todayFormat.format(new Date())}</span>
    </p>
  );
}

/**
 * Issue #26 §12: the tab order is the menu, the top bar (sidebar toggle, bell), the user menu,
 * then the page. The grid draws the top bar and the user menu over the whole height of their
 * column, each sticking to its edge of the screen, so the order of the page can be that one.
 */
function DesktopShell() {
  return (
    <SidebarProvider>
      <div className="grid min-h-svh grid-cols-[auto_minmax(0,1fr)] grid-rows-[3.5rem_1fr]">
        <AppSidebar className="col-start-1 row-span-2 row-start-1" />
        <header className="sticky top-0 z-30 col-start-2 row-span-2 row-start-1 flex h-14 items-center gap-2 self-start border-b bg-background/95 px-3 backdrop-blur supports-[backdrop-filter]:bg-background/80">
          <SidebarTrigger />
          <Separator orientation="vertical" className="mr-1 h-5" />
          <TopBarContext />
          <div className="ml-auto">
            <HeaderBell />
          </div>
        </header>
        <AppSidebarFooter className="sticky bottom-0 z-20 col-start-1 row-span-2 row-start-1 self-end" />
        <MainContent className="col-start-2 row-start-2 min-w-0" />
      </div>
    </SidebarProvider>
  );
}

function MobileShell() {
  return (
    <div className="flex min-h-svh flex-col pb-[calc(4rem+env(safe-area-inset-bottom))]">
      <header className="sticky top-0 z-30 flex h-14 items-center gap-2.5 border-b bg-background/95 px-4 backdrop-blur supports-[backdrop-filter]:bg-background/80">
        <BrandMark className="size-7 shrink-0" />
        <span className="font-semibold tracking-tight">Chairside</span>
        <div className="-mr-2 ml-auto">
          <HeaderBell />
        </div>
      </header>
      <MainContent />
      <MobileNav />
    </div>
  );
}

/*
 * The live-updates stream loads beside the shell, not in every page's first bundle (DESIGN §10):
 * it only refreshes what the page already shows.
 */
const LiveUpdates = lazy(async () => ({
  default: (await import('./live-updates.tsx')).LiveUpdates,
}));

/*
 * So do the service worker's registration, its 'New version available', and the offline banner
 * (issue #15 §4; offline, the service worker has their chunks from its precache).
 */
const ServiceWorkerUpdates = lazy(async () => ({
  default: (await import('./service-worker-updates.tsx')).ServiceWorkerUpdates,
}));
const OfflineBanner = lazy(async () => ({
  default: (await import('./offline-banner.tsx')).OfflineBanner,
}));

/* The header's bell loads beside the shell too; until then its corner stays empty. */
const NotificationBell = lazy(async () => ({
  default: (await import('@/features/notifications/index.ts')).NotificationBell,
}));

function HeaderBell() {
  return (
    <Suspense fallback={<span className="size-9" aria-hidden />}>
      <NotificationBell />
    </Suspense>
  );
}

/**
 * The signed-in shell: looks up the current user, then shows the sidebar (desktop) or the
 * bottom bar (mobile, where the sidebar is not rendered at all) around the page.
 */
export function DashboardLayout() {
  const hasToken = getAccessToken() !== null;
  const query = useCurrentUserQuery();
  const isMobile = useIsMobile();
  const navigate = useNavigate();
  useSessionEnded();

  // SPEC §2: if the current-user lookup fails the user is sent to '/'.
  useEffect(() => {
    if (query.isError) void navigate(paths.landing.path, { replace: true });
  }, [query.isError, navigate]);

  if (!hasToken) return <Navigate to={paths.landing.path} replace />;
  if (!query.data || query.isError) return <FullPageSpinner label="Loading your account" />;

  return (
    <SignedInUserContext.Provider value={query.data}>
      <TooltipProvider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
        <SkipLink />
        <Suspense fallback={null}>
          <LiveUpdates />
          <ServiceWorkerUpdates />
        </Suspense>
        {isMobile ? <MobileShell /> : <DesktopShell />}
      </TooltipProvider>
    </SignedInUserContext.Provider>
  );
}
