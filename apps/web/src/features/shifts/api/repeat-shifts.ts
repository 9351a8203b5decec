import type { RepeatShiftPayload } from '@chairside/domain';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation.ts';

/** POST /shifts/preview (issue #16 §1): every shift a repeat would post, marked. */
export function previewRepeat(payload: RepeatShiftPayload) {
  return apiPost('/shifts/preview', (domain) => domain.shiftPreviewSchema, payload);
}

/** POST /shifts/series: posts the preview's 'ok' shifts as one series. */
export function postSeries(payload: RepeatShiftPayload) {
  return apiPost('/shifts/series', (domain) => domain.shiftSeriesAnswerSchema, payload);
}

export function usePreviewRepeat() {
  return useMutation({ mutationFn: previewRepeat });
}

/** Posts a series; every shift query refetches, as after a single post. */
export function usePostSeries() {
  return useRefreshingMutation(postSeries, [queryKeys.shifts.all], { wait: false });
}
