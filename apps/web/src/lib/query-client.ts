import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // Ask even when the browser says it is offline: the service worker answers from what it
      // kept (issue #15 §4); retries then wait for the connection.
      networkMode: 'offlineFirst',
      refetchOnWindowFocus: false,
      // A 4xx will not change on retry; only transient failures are retried.
      retry: (failureCount, error) =>
        !(error instanceof ApiError && error.status >= 400 && error.status < 500) &&
        failureCount < 2,
    },
  },
});
