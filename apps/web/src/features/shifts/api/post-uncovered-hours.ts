import { apiPost } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation.ts';

/**
 * POST /shifts/:id/uncovered-hours (docs/API.md): the open shifts posted, one per gap; 409 when
 * there is nothing left to post or the shift has started.
 */
export function postUncoveredHours(shiftId: number) {
  return apiPost(
    `/shifts/${shiftId}/uncovered-hours`,
    (domain) => domain.uncoveredHoursAnswerSchema,
  );
}

/** Posts a shift's uncovered hours; the dialog closes while the calendar months refetch. */
export function usePostUncoveredHours() {
  return useRefreshingMutation(postUncoveredHours, [queryKeys.shifts.all], { wait: false });
}
