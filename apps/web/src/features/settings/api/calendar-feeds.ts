import type { CalendarFeedList, CalendarFeedScope } from '@chairside/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /calendar/feeds (issue #15 §2): the person's feeds with their private URLs. */
export function useCalendarFeeds() {
  return useQuery({
    queryKey: queryKeys.calendarFeeds,
    queryFn: ({ signal }) =>
      apiRequest('/calendar/feeds', {
        contract: (domain) => domain.calendarFeedListSchema,
        signal,
      }),
  });
}

/** POST /calendar/feeds/:scope/regenerate: a new URL replaces the old one in the list. */
export function useRegenerateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (scope: CalendarFeedScope) =>
      apiRequest(`/calendar/feeds/${scope}/regenerate`, {
        contract: (domain) => domain.calendarFeedSchema,
        method: 'POST',
      }),
    onSuccess: (renewed) =>
      queryClient.setQueryData<CalendarFeedList>(queryKeys.calendarFeeds, (list) =>
        list
          ? {
              feeds: list.feeds.map((feed) => (feed.scope === renewed.scope ? renewed : feed)),
            }
          : list,
      ),
  });
}
