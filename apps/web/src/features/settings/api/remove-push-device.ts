import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** DELETE /push/subscriptions/:id: that device no longer gets the person's notifications. */
export function removePushDevice(id: number) {
  return apiSend('DELETE', `/push/subscriptions/${id}`, (domain) => domain.noContent);
}

/** Removes a device, then reads the list (and this browser's own state) again. */
export function useRemovePushDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePushDevice,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.pushDevices }),
        queryClient.invalidateQueries({ queryKey: queryKeys.pushDevice }),
      ]),
  });
}
