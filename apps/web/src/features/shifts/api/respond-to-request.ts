import { apiSend } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation.ts';

/**
 * The PATCH answers to a request (SPEC §4): offer, decline and confirm, and the requester's
 * withdraw (issue #14); nothing to send.
 */
export type RequestResponse = 'offer' | 'decline' | 'confirm' | 'withdraw';

export function respondToRequest(shiftId: number, requestId: number, response: RequestResponse) {
  return apiSend(
    'PATCH',
    `/shifts/${shiftId}/requests/${requestId}/${response}`,
    (domain) => domain.shiftRequestSchema,
  );
}

/** Answers a request, then refreshes the shift's requests and details. */
export function useRespondToRequest(shiftId: number) {
  const respond = ({ requestId, response }: { requestId: number; response: RequestResponse }) =>
    respondToRequest(shiftId, requestId, response);
  return useRefreshingMutation(respond, [queryKeys.shifts.all], { wait: true });
}
