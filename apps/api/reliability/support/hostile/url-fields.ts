import { pushDevice } from '../../../test/support/loopback-push.ts';
import type { ActorKey } from '../../../test/support/admin-world.ts';
import type { HostileRoute, JsonSchema } from './routes.ts';

/**
 * Issue #23 §1: every field of every route that takes a URL, with the body that carries it. A
 * URL a user sends must never become a request from the server into its own network; each
 * field here is sent every hostile URL below and must refuse it without storing anything. The
 * suite fails when a route takes a URL-like field that is not listed here.
 */
export interface UrlField {
  /** 'POST /api/push/subscriptions' */
  route: string;
  /** The field's path in the body or query: 'endpoint', 'keys.p256dh'. */
  field: string;
  /** Who sends it: an account that may call the route. */
  actor: ActorKey;
  /** The request body around a URL (valid otherwise). */
  body: (url: string) => Record<string, unknown>;
  /** What a refusal answers: 400 (invalid input), or 404 for a URL used only to find a row. */
  refusals: readonly number[];
}

export const URL_FIELDS: readonly UrlField[] = [
  {
    // The push service the server posts to for a device (issue #14 §2).
    route: 'POST /api/push/subscriptions',
    field: 'endpoint',
    actor: 'employeeA',
    body: (endpoint) => ({ endpoint, keys: pushDevice().keys }),
    refusals: [400],
  },
  {
    // Names the device to forget; never fetched, but hostile text must still be harmless.
    route: 'DELETE /api/push/subscriptions',
    field: 'endpoint',
    actor: 'employeeA',
    body: (endpoint) => ({ endpoint }),
    refusals: [400, 404],
  },
];

/** URLs that point into the server's own network or are not a push service (issue #23 §1). */
export const HOSTILE_URLS: readonly (readonly [label: string, url: string])[] = [
  ['IPv4 loopback', 'https://127.0.0.1/push'],
  ['IPv4 loopback with a port', 'https://127.0.0.1:8443/push'],
  ['another loopback address', 'https://127.8.9.10/push'],
  ['decimal IPv4', 'https://2130706433/push'],
  ['hexadecimal IPv4', 'https://0x7f000001/push'],
  ['dotted hexadecimal IPv4', 'https://0x7f.0x0.0x0.0x1/push'],
  ['octal IPv4', 'https://0177.0.0.1/push'],
  ['short IPv4', 'https://127.1/push'],
  ['IPv4 with a trailing dot', 'https://127.0.0.1./push'],
  ['the unspecified address', 'https://0.0.0.0/push'],
  ['IPv6 loopback', 'https://[::1]/push'],
  ['IPv6 unspecified', 'https://[::]/push'],
  ['IPv4-mapped IPv6 loopback', 'https://[::ffff:127.0.0.1]/push'],
  ['IPv4-mapped IPv6 in hex', 'https://[::ffff:7f00:1]/push'],
  ['IPv6 link-local with a zone', 'https://[fe80::1%25eth0]/push'],
  ['IPv6 unique local', 'https://[fd00::1]/push'],
  ['cloud metadata', 'https://169.254.169.254/latest/meta-data/'],
  ['cloud metadata over IPv6', 'https://[fd00:ec2::254]/latest/meta-data/'],
  ['a 10/8 address', 'https://10.0.0.1/push'],
  ['a 172.16/12 address', 'https://172.16.5.4/push'],
  ['a 192.168/16 address', 'https://192.168.1.1/push'],
  ['carrier-grade NAT', 'https://100.64.0.1/push'],
  ['multicast', 'https://224.0.0.1/push'],
  ['broadcast', 'https://255.255.255.255/push'],
  ['localhost', 'https://localhost/push'],
  ['a subdomain of localhost', 'https://push.localhost/push'],
  ['an internal name', 'https://metadata.google.internal/computeMetadata/v1/'],
  ['a host that is no push service', 'https://push.example.test/send/1'],
  ['a look-alike push host', 'https://fcm.googleapis.com.evil.test/fcm/send/1'],
  ['a push host behind credentials', 'https://fcm.googleapis.com@127.0.0.1/fcm/send/1'],
  ['credentials before a push host', 'https://user:pass@fcm.googleapis.com/fcm/send/1'],
  ['a push host on another port', 'https://fcm.googleapis.com:22/fcm/send/1'],
  ['plain http to a push host', 'http://fcm.googleapis.com/fcm/send/1'],
  ['plain http to loopback', 'http://127.0.0.1:3000/api/health'],
  ['file', 'file:///etc/passwd'],
  ['gopher', 'gopher://127.0.0.1:6379/_INFO'],
  ['javascript', 'javascript:alert(1)'],
  ['data', 'data:text/plain,hello'],
  ['no scheme', '//fcm.googleapis.com/fcm/send/1'],
  ['not a URL', 'not a url'],
  ['over 2048 characters', `https://fcm.googleapis.com/fcm/send/${'a'.repeat(2100)}`],
  ['over the body limit', `https://fcm.googleapis.com/fcm/send/${'a'.repeat(70_000)}`],
];

/** The app's body limit (app.ts): a longer body is refused before any schema, with 413. */
const BODY_LIMIT_BYTES = 64 * 1024;

/** The statuses that count as refusing `url` in `entry`'s field. */
export function refusalsOf(entry: UrlField, url: string): readonly number[] {
  return JSON.stringify(entry.body(url)).length > BODY_LIMIT_BYTES ? [413] : entry.refusals;
}

/** Field names and formats that say a value is a URL. */
/** 'url' or 'uri' as a word of a name ('url', 'avatarUrl', 'callback_uri'), not inside one ('hourlyRate'). */
const URL_WORD = /(?:^|[^a-z])(?:url|uri)(?![a-z])|(?:Url|Uri|URL|URI)(?![a-z])/;
const URL_NAME = /endpoint|href|link|website|webhook|callback|redirect|origin/i;
const isUrlLike = (name: string, schema: JsonSchema) =>
  URL_WORD.test(name) || URL_NAME.test(name) || schema.format === 'uri' || schema.format === 'url';

function urlFieldsIn(schema: JsonSchema | undefined, prefix: string): string[] {
  const found: string[] = [];
  for (const [name, property] of Object.entries(schema?.properties ?? {})) {
    const path = prefix ? `${prefix}.${name}` : name;
    if (isUrlLike(name, property)) found.push(path);
    found.push(...urlFieldsIn(property, path));
    if (property.items) found.push(...urlFieldsIn(property.items, path));
  }
  return found;
}

/** Every URL-like body or query field of every route, as 'POST /api/x endpoint'. */
export function urlFieldsOf(routes: readonly HostileRoute[]): string[] {
  return routes
    .flatMap((route) => [
      ...urlFieldsIn(route.body ?? undefined, '').map((field) => `${route.key} ${field}`),
      ...route.query
        .filter((parameter) => isUrlLike(parameter.name, parameter.schema))
        .map((parameter) => `${route.key} ${parameter.name}`),
    ])
    .sort();
}
