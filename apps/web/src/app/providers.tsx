import { lazy, Suspense, type ReactNode } from 'react';
import { ThemeProvider } from '@/lib/theme.tsx';
import { useHydrated } from '@/lib/use-hydrated.ts';

/*
 * The toaster loads beside the first render (not in the entry chunk) so that sonner stays out of
 * the landing page's first bundle (DESIGN §10), and only in the browser: its position and theme
 * depend on the screen. Nothing is lost meanwhile: sonner replays toasts raised before its
 * <Toaster> subscribes.
 */
const ThemedToaster = lazy(async () => ({
  default: (await import('./themed-toaster.tsx')).ThemedToaster,
}));

/**
 * What every screen relies on: theme and toasts. Server state (TanStack Query) is provided by
 * the areas that use it (QueryBoundary) and tooltips by the dashboard shell, the only place
 * that shows them, so neither is part of the landing page.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <ThemeProvider>
      {children}
      {hydrated ? (
        <Suspense fallback={null}>
          <ThemedToaster />
        </Suspense>
      ) : null}
    </ThemeProvider>
  );
}
