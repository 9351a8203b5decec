import { request as httpRequest, type OutgoingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import {
  isIpLiteralHostname,
  pushEndpointProblem,
  type PushEndpointRules,
} from '@chairside/domain';
import { addressAllowed, guardedLookup, RefusedAddressError } from '../../lib/public-address.ts';
import { PermanentDeliveryError } from '../notifications/index.ts';

export interface PushRequest {
  method: string;
  headers: OutgoingHttpHeaders;
  body: Buffer | string | null;
}

/** '[::1]' → '::1': how URL writes an IPv6 host, and how the address checks read it. */
const bareHost = (hostname: string) => hostname.replace(/^\[(.*)\]$/, '$1');

/**
 * Posts one push to its push service and answers the status (issue #23 §1). The endpoint is
 * checked against the configured hosts again (the list may have changed since it subscribed),
 * the name is resolved by a lookup that refuses private, loopback and link-local addresses on
 * the very connection it makes, and a redirect is answered as it came, never followed (node:http
 * follows none). A refused endpoint or address is a PermanentDeliveryError: no retry can help.
 */
export async function sendPushRequest(
  endpoint: string,
  push: PushRequest,
  rules: PushEndpointRules,
  timeoutMs: number,
): Promise<number> {
  const problem = pushEndpointProblem(endpoint, rules);
  if (problem) throw new PermanentDeliveryError(`The push endpoint was refused: ${problem}`);
  const url = new URL(endpoint);
  const policy = { allowLoopback: rules.allowLoopback };
  // A literal address is connected to without any lookup, so it is checked here instead.
  const host = bareHost(url.hostname);
  if (isIpLiteralHostname(url.hostname) && isIP(host) && !addressAllowed(host, policy)) {
    throw new PermanentDeliveryError(new RefusedAddressError(host, host).message);
  }
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<number>((resolve, reject) => {
    const outgoing = send(
      url,
      {
        method: push.method,
        headers: push.headers,
        lookup: guardedLookup(policy),
        agent: false,
        signal: AbortSignal.timeout(timeoutMs),
      },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    outgoing.on('error', (error) => {
      reject(
        error instanceof RefusedAddressError ? new PermanentDeliveryError(error.message) : error,
      );
    });
    outgoing.end(push.body ?? undefined);
  });
}
