import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/**
 * GET /shifts/dashboard: the employee's lists, and for managers this month's statistics. Under
 * the shifts key with every other shift query: a change to a shift or a request refreshes the
 * dashboard too.
 */
export function useDashboard() {
  return useQuery({
    queryKey: queryKeys.shifts.dashboard,
    queryFn: ({ signal }) =>
      apiRequest('/shifts/dashboard', { contract: (domain) => domain.dashboardSchema, signal }),
  });
}
