import type { CancelRequestPayload } from '@chairside/domain';
import { apiSend } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation.ts';

/** PATCH /shifts/:shiftId/requests/:requestId/cancel: answers the cancelled request. */
export function cancelRequest(shiftId: number, requestId: number, payload: CancelRequestPayload) {
  return apiSend(
    'PATCH',
    `/shifts/${shiftId}/requests/${requestId}/cancel`,
    (domain) => domain.shiftRequestSchema,
    payload,
  );
}

/** Cancels a confirmed shift; its requests and details (open again) refresh behind the dialog. */
export function useCancelRequest(shiftId: number, requestId: number) {
  const cancel = (payload: CancelRequestPayload) => cancelRequest(shiftId, requestId, payload);
  return useRefreshingMutation(cancel, [queryKeys.shifts.all], { wait: false });
}
