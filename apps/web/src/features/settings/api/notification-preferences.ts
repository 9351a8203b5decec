import type { NotificationPreferences } from '@chairside/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /users/me/notification-preferences (issue #14 §2). */
export function useNotificationPreferences() {
  return useQuery({
    queryKey: queryKeys.notificationPreferences,
    queryFn: ({ signal }) =>
      apiRequest('/users/me/notification-preferences', {
        contract: (domain) => domain.notificationPreferencesSchema,
        signal,
      }),
  });
}

/** PUT /users/me/notification-preferences; the answer is the stored preferences, kept as the query's data. */
export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: NotificationPreferences) =>
      apiRequest('/users/me/notification-preferences', {
        contract: (domain) => domain.notificationPreferencesSchema,
        method: 'PUT',
        body: payload,
      }),
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.notificationPreferences, saved),
  });
}
