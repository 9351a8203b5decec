import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/**
 * GET /config (DESIGN §7): the tile server, a template such as
 * 'https://tile.openstreetmap.org/{z}/{x}/{y}.png'; it does not change while the app runs.
 */
export function useMapConfig() {
  return useQuery({
    queryKey: queryKeys.config,
    queryFn: ({ signal }) =>
      apiRequest('/config', { contract: (domain) => domain.publicConfigSchema, signal }),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
