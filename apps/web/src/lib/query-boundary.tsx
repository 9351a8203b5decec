import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext, type ReactNode } from 'react';
import { queryClient } from './query-client.ts';

/**
 * Gives `children` the app's query client. It is provided by the areas that use the API (the
 * auth area, the dashboard, the landing page's sign-in form), all loaded on demand, so that
 * TanStack Query stays out of the landing page's first bundle (DESIGN §10). A client provided
 * higher up (a test's) is kept.
 */
export function QueryBoundary({ children }: { children: ReactNode }) {
  const provided = useContext(QueryClientContext);
  if (provided) return children;
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
