import type { TwilioConfig } from '../../config.ts';
import { PermanentDeliveryError } from './delivery-errors.ts';

/** Longer than the provider takes to answer, well inside a worker's lease (delivery.ts). */
const REQUEST_TIMEOUT_MS = 15_000;

/**
 * Answers that a later try may turn around: wrong or suspended credentials (fixed by the
 * operator), a timeout, a conflict and rate limiting. Every other 4xx (an invalid or
 * unreachable number, a malformed request) can never succeed.
 */
const RETRYABLE_CLIENT_ERRORS = new Set([401, 403, 408, 409, 429]);

/** Twilio's error body: `{ code, message, more_info, status }`. */
function describeFailure(status: number, body: unknown): string {
  const error = (typeof body === 'object' && body !== null ? body : {}) as {
    code?: unknown;
    message?: unknown;
  };
  const code = error.code === undefined ? '' : ` (${String(error.code)})`;
  const message = typeof error.message === 'string' ? `: ${error.message}` : '';
  return `Twilio answered ${status}${code}${message}`;
}

/**
 * Sends a text through Twilio's Messages API: a form-encoded POST of To, From and Body to
 * `/2010-04-01/Accounts/{sid}/Messages.json` with HTTP basic authentication (sid:token). A
 * permanent refusal throws a PermanentDeliveryError; anything else that fails throws to be
 * retried.
 */
export function twilioTextSender(config: TwilioConfig) {
  const url = `${config.apiBase}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`;
  return async (to: string, body: string): Promise<void> => {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        authorization,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: new URLSearchParams({ To: to, From: config.from, Body: body }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    if (response.ok) return;
    const failure = describeFailure(response.status, await response.json().catch(() => null));
    const permanent =
      response.status >= 400 &&
      response.status < 500 &&
      !RETRYABLE_CLIENT_ERRORS.has(response.status);
    throw permanent ? new PermanentDeliveryError(failure) : new Error(failure);
  };
}
