import fc from 'fast-check';
import { fillPath, type HostileRoute } from './routes.ts';
import { existingIds, existingPath, sampleBody, sampleQuery } from './samples.ts';
import {
  hostileJson,
  hostilePathSegment,
  hostileQueryValue,
  percentEncode,
  RAW_BODIES,
} from './values.ts';
import type { ActorKey } from '../../../test/support/admin-world.ts';
import { HOSTILE_ACTORS, type HostileWorld } from './world.ts';

export interface HostileRequest {
  /** What was broken: 'body', 'query', 'path', 'raw body' or 'headers'. */
  kind: string;
  /** Whose token goes with it: an account of the world, a forged token, or none. */
  actor: ActorKey | 'forged' | null;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  remoteAddress: string;
}

/** Keys no schema asks for: privilege fields, prototype pollution and oddities. */
const JUNK_KEYS = [
  'id',
  'position',
  'organizationId',
  'isActive',
  'passwordHash',
  'emailVerifiedAt',
  'role',
  'isAdmin',
  '__proto__',
  'constructor',
  'prototype',
  '',
  ' ',
  'name\u0000',
];

const JSON_TYPE = { 'content-type': 'application/json' };

/** Sets a key as an own property, even '__proto__', so that JSON.stringify writes it out. */
function setOwn(target: Record<string, unknown>, key: string, value: unknown) {
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

export function queryString(entries: [string, string][]): string {
  if (entries.length === 0) return '';
  return `?${entries.map(([key, value]) => `${percentEncode(key)}=${percentEncode(value)}`).join('&')}`;
}

type Mutation =
  | { op: 'set'; key: string; value: unknown }
  | { op: 'delete'; key: string }
  | { op: 'twice'; key: string; value: unknown };

function mutationsOf(keys: string[], value: fc.Arbitrary<unknown>): fc.Arbitrary<Mutation[]> {
  const key = fc.oneof(
    { arbitrary: fc.constantFrom(...(keys.length ? keys : JUNK_KEYS)), weight: 4 },
    { arbitrary: fc.constantFrom(...JUNK_KEYS), weight: 1 },
  );
  const mutation: fc.Arbitrary<Mutation> = fc.oneof(
    { arbitrary: fc.record({ op: fc.constant('set' as const), key, value }), weight: 6 },
    { arbitrary: fc.record({ op: fc.constant('delete' as const), key }), weight: 1 },
    { arbitrary: fc.record({ op: fc.constant('twice' as const), key, value }), weight: 1 },
  );
  return fc.array(mutation, { minLength: 1, maxLength: 3 });
}

/** Authorization and content headers a client should never send. */
function hostileHeaders(world: HostileWorld): fc.Arbitrary<Record<string, string>> {
  const token = world.actors.adminA.token;
  const [head, payload] = token.split('.');
  const unsignedPayload = Buffer.from(
    JSON.stringify({ sub: String(world.platformAdmin.id) }),
  ).toString('base64url');
  return fc.constantFrom<Record<string, string>>(
    { authorization: 'Bearer' },
    { authorization: 'Bearer ' },
    { authorization: 'Bearer null' },
    { authorization: 'bearer ' + token },
    { authorization: 'Basic YWRtaW46YWRtaW4=' },
    { authorization: `Bearer ${'a'.repeat(8_000)}` },
    { authorization: `Bearer ${head}.${payload}.` },
    { authorization: `Bearer ${head}.${payload}.${'A'.repeat(43)}` },
    { authorization: `Bearer eyJhbGciOiJub25lIn0.${unsignedPayload}.` },
    { authorization: `Bearer ${token}, Bearer ${token}` },
    { authorization: `Bearer ${token}\u0000` },
    { authorization: `Bearer 😀` },
    { 'content-type': 'application/json; charset=utf-16' },
    { 'content-type': 'application/json', 'content-encoding': 'gzip' },
    { 'x-forwarded-for': '127.0.0.1, ::1, evil' },
    { accept: 'text/html' },
    { 'x-http-method-override': 'DELETE' },
  );
}

/**
 * Hostile requests for one route: a valid-looking request with one to three fields of its body
 * or query replaced, dropped or doubled; a hostile path segment; a raw body that is not what the
 * route expects; or hostile headers. Sent by any kind of account or by nobody.
 */
export function hostileRequests(
  world: HostileWorld,
  route: HostileRoute,
): fc.Arbitrary<HostileRequest> {
  const actor = fc.constantFrom(...HOSTILE_ACTORS);
  const remoteAddress = fc.integer({ min: 1, max: 254 }).map((n) => `10.66.${n % 8}.${n}`);
  const validPath = () => existingPath(world, route);
  const baseQuery = () => Object.entries(sampleQuery(world, route));
  const baseBody = () => sampleBody(world, route);
  const hasBody = route.method !== 'GET';
  const bodyText = (body: Record<string, unknown>) => (hasBody ? JSON.stringify(body) : undefined);
  const common = (kind: string) =>
    fc.record({ actor, remoteAddress }).map((who) => ({ kind, method: route.method, ...who }));
  const kinds: { arbitrary: fc.Arbitrary<HostileRequest>; weight: number }[] = [];

  if (route.body) {
    const fields = Object.keys(route.body.properties ?? {});
    kinds.push({
      weight: 6,
      arbitrary: fc.tuple(common('body'), mutationsOf(fields, hostileJson)).map(([base, edits]) => {
        const body = baseBody();
        for (const edit of edits) {
          if (edit.op === 'delete') delete body[edit.key];
          else if (edit.op === 'set') setOwn(body, edit.key, edit.value);
          else setOwn(body, edit.key, [edit.value, edit.value]);
        }
        return {
          ...base,
          url: `${fillPath(route, validPath())}${queryString(baseQuery())}`,
          headers: JSON_TYPE,
          payload: JSON.stringify(body),
        };
      }),
    });
  }

  if (route.query.length) {
    const names = route.query.map((parameter) => parameter.name);
    kinds.push({
      weight: route.body ? 2 : 6,
      arbitrary: fc
        .tuple(common('query'), mutationsOf(names, hostileQueryValue))
        .map(([base, edits]) => {
          let entries = baseQuery();
          for (const edit of edits) {
            entries = entries.filter(([key]) => key !== edit.key);
            if (edit.op === 'set') entries.push([edit.key, String(edit.value)]);
            if (edit.op === 'twice') {
              entries.push([edit.key, String(edit.value)], [edit.key, String(edit.value)]);
            }
          }
          return {
            ...base,
            url: `${fillPath(route, validPath())}${queryString(entries)}`,
            headers: hasBody ? JSON_TYPE : {},
            payload: bodyText(baseBody()),
          };
        }),
    });
  }

  if (route.pathParams.length) {
    const segments = Object.fromEntries(
      route.pathParams.map((param) => [
        param.name,
        hostilePathSegment(existingIds(world, route, param.name)),
      ]),
    );
    kinds.push({
      weight: 3,
      arbitrary: fc.tuple(common('path'), fc.record(segments)).map(([base, values]) => ({
        ...base,
        url: `${fillPath(route, values)}${queryString(baseQuery())}`,
        headers: hasBody ? JSON_TYPE : {},
        payload: bodyText(baseBody()),
      })),
    });
  }

  if (hasBody) {
    kinds.push({
      weight: 2,
      arbitrary: fc
        .tuple(common('raw body'), fc.constantFrom(...RAW_BODIES))
        .map(([base, raw]) => ({
          ...base,
          url: `${fillPath(route, validPath())}${queryString(baseQuery())}`,
          headers: { 'content-type': raw.contentType },
          payload: raw.payload,
        })),
    });
  }

  kinds.push({
    weight: 1,
    arbitrary: fc.tuple(common('headers'), hostileHeaders(world)).map(([base, headers]) => ({
      ...base,
      actor: null,
      url: `${fillPath(route, validPath())}${queryString(baseQuery())}`,
      headers: { ...(hasBody ? JSON_TYPE : {}), ...headers },
      payload: bodyText(baseBody()),
    })),
  });

  return fc.oneof(...kinds);
}
