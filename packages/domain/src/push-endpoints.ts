import { PUSH_MESSAGES } from './messages/general.ts';

/** Which push endpoints a server accepts (issue #23 §1): its configured hosts, and loopback or not. */
export interface PushEndpointRules {
  /** Host names, or `*.suffix` / `.suffix` for any subdomain of suffix (DEFAULT_PUSH_ENDPOINT_HOSTS). */
  hosts: readonly string[];
  /**
   * The tests' loopback push service (PUSH_ALLOW_LOOPBACK, never in production): http or https
   * on 127.0.0.1, [::1] or localhost, whatever the host list says.
   */
  allowLoopback: boolean;
}

const LOOPBACK_HOSTNAMES = new Set(['127.0.0.1', '[::1]', 'localhost']);

/**
 * Whether a hostname as WHATWG URL parsing leaves it is an IP address: the parser turns every
 * IPv4 spelling (2130706433, 0x7f000001, 0177.0.0.1, 127.1) into dotted decimal, and keeps IPv6
 * in brackets, so these two shapes are all there is to recognise.
 */
export function isIpLiteralHostname(hostname: string): boolean {
  return /^\d{1,3}(\.\d{1,3}){3}$/.test(hostname) || hostname.startsWith('[');
}

/** Whether `hostname` (lower case, as URL gives it) is one of `patterns`; never an IP literal. */
export function pushHostAllowed(hostname: string, patterns: readonly string[]): boolean {
  const host = hostname.toLowerCase();
  if (!host || isIpLiteralHostname(host)) return false;
  return patterns.some((raw) => {
    const pattern = raw.trim().toLowerCase();
    if (!pattern) return false;
    const suffix = pattern.startsWith('*.')
      ? pattern.slice(1)
      : pattern.startsWith('.')
        ? pattern
        : null;
    if (suffix === null) return host === pattern;
    return suffix.length > 1 && host.endsWith(suffix) && host.length > suffix.length;
  });
}

/** Whether the endpoint is the tests' loopback push service, and the rules let it through. */
export function isAllowedLoopbackEndpoint(url: URL, rules: PushEndpointRules): boolean {
  return (
    rules.allowLoopback &&
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    LOOPBACK_HOSTNAMES.has(url.hostname)
  );
}

/**
 * Why a push endpoint is refused, or null when it is one of the browsers' push services: an
 * https URL on a configured host name (never an IP address), on the default port, without
 * credentials. Checked when a browser subscribes and again before each push is sent.
 */
export function pushEndpointProblem(endpoint: string, rules: PushEndpointRules): string | null {
  const url = URL.canParse(endpoint) ? new URL(endpoint) : null;
  if (!url) return PUSH_MESSAGES.endpointNotHttps;
  if (isAllowedLoopbackEndpoint(url, rules)) return null;
  if (url.protocol !== 'https:') return PUSH_MESSAGES.endpointNotHttps;
  if (url.username || url.password || url.port) return PUSH_MESSAGES.endpointNotPushService;
  if (!pushHostAllowed(url.hostname, rules.hosts)) return PUSH_MESSAGES.endpointNotPushService;
  return null;
}
