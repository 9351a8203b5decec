import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /config: what the browser needs at run time (DESIGN §7). */
export interface MapConfig {
  /** Tile template, for example 'https://tile.openstreetmap.org/{z}/{x}/{y}.png'. */
  tileUrl: string;
}

/** The tile server; it does not change while the app runs. */
export function useMapConfig() {
  return useQuery({
    queryKey: queryKeys.config,
    queryFn: ({ signal }) => apiRequest<MapConfig>('/config', { signal }),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
