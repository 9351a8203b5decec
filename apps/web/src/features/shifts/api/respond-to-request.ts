import { dollarsToCents, PAY_MESSAGES, type OfferRequestPayload } from '@chairside/domain';
import { apiSend } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation.ts';

/**
 * The PATCH answers to a request (SPEC §4): offer, decline and confirm, and the requester's
 * withdraw (issue #14); only an offer sends something, its rate (issue #28 §2).
 */
export type RequestResponse = 'offer' | 'decline' | 'confirm' | 'withdraw';

export function respondToRequest(
  shiftId: number,
  requestId: number,
  response: RequestResponse,
  body?: OfferRequestPayload,
) {
  return apiSend(
    'PATCH',
    `/shifts/${shiftId}/requests/${requestId}/${response}`,
    (domain) => domain.shiftRequestSchema,
    body,
  );
}

/**
 * An offer's rate as typed in dollars: blank offers the posted rate (no body); anything but
 * dollars is refused before it is sent, the bounds by the API.
 */
function offerBody(rate: string | undefined): OfferRequestPayload | undefined {
  if (!rate?.trim()) return undefined;
  const rateCents = dollarsToCents(rate);
  if (rateCents === null) throw new Error(PAY_MESSAGES.rateNotDollars);
  return { rateCents };
}

/** Answers a request, then refreshes the shift's requests and details. */
export function useRespondToRequest(shiftId: number) {
  const respond = async ({
    requestId,
    response,
    rate,
  }: {
    requestId: number;
    response: RequestResponse;
    /** Offer Shift's rate in dollars (issue #28 §2). */
    rate?: string;
  }) => respondToRequest(shiftId, requestId, response, offerBody(rate));
  return useRefreshingMutation(respond, [queryKeys.shifts.all], { wait: true });
}
