import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /push/subscriptions (issue #23 §2): the person's devices with push on, newest first. */
export function getPushDevices(signal?: AbortSignal) {
  return apiRequest('/push/subscriptions', {
    contract: (domain) => domain.subscribedDeviceListSchema,
    signal,
  });
}

export function usePushDevices() {
  return useQuery({
    queryKey: queryKeys.pushDevices,
    queryFn: ({ signal }) => getPushDevices(signal),
  });
}
