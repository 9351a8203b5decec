import { NOTIFICATION_LIST_SIZE, UNREAD_COUNT_REFRESH_MS } from '@chairside/domain';
import type { MarkNotificationsRead } from '@chairside/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPost, apiRequest } from '@/lib/api-client.ts';
import { useLiveConnected } from '@/lib/live-status.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/**
 * GET /notifications/unread-count, the bell's badge. A `notification` live event refreshes it
 * at once (issue #15 §1); while the stream is down it is read again when the window regains
 * focus and every minute, even in a background tab.
 */
export function useUnreadCount() {
  const live = useLiveConnected();
  return useQuery({
    queryKey: queryKeys.notifications.unreadCount,
    queryFn: ({ signal }) =>
      apiRequest('/notifications/unread-count', {
        contract: (domain) => domain.unreadCountSchema,
        signal,
      }),
    select: (answer) => answer.count,
    refetchOnWindowFocus: 'always',
    refetchInterval: live ? false : UNREAD_COUNT_REFRESH_MS,
  });
}

/** GET /notifications: the newest page, read while the list is open. */
export function useNotifications(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.notifications.list,
    queryFn: ({ signal }) =>
      apiRequest('/notifications', {
        contract: (domain) => domain.pageOf(domain.notificationSchema),
        query: { limit: NOTIFICATION_LIST_SIZE, offset: 0 },
        signal,
      }),
    enabled,
    refetchOnWindowFocus: 'always',
  });
}

/** POST /notifications/read: some by id, or all; the answer is the unread count left. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: MarkNotificationsRead) =>
      apiPost('/notifications/read', (domain) => domain.unreadCountSchema, payload),
    onSuccess: (answer) => {
      queryClient.setQueryData(queryKeys.notifications.unreadCount, answer);
      return queryClient.invalidateQueries({ queryKey: queryKeys.notifications.list });
    },
  });
}
