import type { CopyWeekPayload } from '@chairside/domain';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation.ts';

/** POST /shifts/copy-week/preview (issue #16 §1): the shifts a copied week would post, marked. */
export function previewCopyWeek(payload: CopyWeekPayload) {
  return apiPost('/shifts/copy-week/preview', (domain) => domain.copyWeekPreviewSchema, payload);
}

/** POST /shifts/copy-week: posts the preview's 'ok' shifts. */
export function copyWeek(payload: CopyWeekPayload) {
  return apiPost('/shifts/copy-week', (domain) => domain.copyWeekAnswerSchema, payload);
}

export function usePreviewCopyWeek() {
  return useMutation({ mutationFn: previewCopyWeek });
}

/** Copies a week; every shift query refetches, as after a single post. */
export function useCopyWeek() {
  return useRefreshingMutation(copyWeek, [queryKeys.shifts.all], { wait: false });
}
