import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { ThemeProvider } from '@/lib/theme.tsx';

/*
 * The toaster loads beside the first render (not in the entry chunk) so that sonner stays out of the landing
 * page's first bundle (DESIGN §10). Nothing is lost meanwhile: sonner replays toasts raised
 * before its <Toaster> subscribes.
 */
const ThemedToaster = lazy(async () => ({
  default: (await import('./themed-toaster.tsx')).ThemedToaster,
}));

function DeferredToaster() {
  return (
    <Suspense fallback={null}>
      <ThemedToaster />
    </Suspense>
  );
}

/**
 * What every screen relies on: server state, theme and toasts. Tooltips get their provider
 * in the dashboard shell, the only place that shows them, so Radix's positioning code is not
 * part of the landing page.
 */
export function AppProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        {children}
        <DeferredToaster />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
