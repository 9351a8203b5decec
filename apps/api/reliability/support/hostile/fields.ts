import type { ActorKey } from '../../../test/support/admin-world.ts';
import { queryString, type HostileRequest } from './requests.ts';
import { fillPath, type HostileRoute } from './routes.ts';
import { existingPath, sampleBody, sampleQuery } from './samples.ts';
import type { HostileWorld } from './world.ts';

/** One field of a route's request: a path parameter, a query parameter or a body field. */
export interface RequestField {
  /** 'POST /api/shifts/copy-week', as listRoutes names it. */
  route: string;
  in: 'path' | 'query' | 'body';
  /** Where the field is: ['repeat', 'until'] in the body. */
  path: readonly string[];
  /** A list ('dates', 'ids'): each value goes in as the list's only item. */
  list?: boolean;
  /**
   * The object that holds the field, in place of the sample's, so that the field is read: a
   * repeat `until` a date (no count beside it), a repeat on chosen `dates`.
   */
  parent?: Record<string, unknown>;
}

/** 'POST /api/shifts/copy-week body:locationId', 'GET /api/shifts/:id path:id'. */
export const fieldKey = (field: Pick<RequestField, 'route' | 'in' | 'path'>) =>
  `${field.route} ${field.in}:${field.path.join('.')}`;

/** JSON text sent as it is written, for what JSON.stringify cannot write (`1e400`). */
export class JsonText {
  constructor(readonly text: string) {}
}

/** Stands for a JsonText in a body until the body is text. */
const PLACEHOLDER = '\u0000json-text\u0000';

/** Sets `value` at `path` inside a copy of `body`, making the objects on the way. */
function withValueAt(
  body: Record<string, unknown>,
  path: readonly string[],
  value: unknown,
): Record<string, unknown> {
  const [head, ...rest] = path;
  if (rest.length === 0) return { ...body, [head]: value };
  const inner = body[head];
  const object = inner && typeof inner === 'object' ? (inner as Record<string, unknown>) : {};
  return { ...body, [head]: withValueAt(object, rest, value) };
}

/** The sample body with `value` in a body field (and the field's parent in place, if named). */
function bodyWith(world: HostileWorld, route: HostileRoute, field: RequestField, value: unknown) {
  const sample = sampleBody(world, route);
  if (field.in !== 'body') return JSON.stringify(sample);
  const body = field.parent ? withValueAt(sample, field.path.slice(0, -1), field.parent) : sample;
  const item = value instanceof JsonText ? PLACEHOLDER : value;
  const text = JSON.stringify(withValueAt(body, field.path, field.list ? [item] : item));
  return value instanceof JsonText ? text.replace(JSON.stringify(PLACEHOLDER), value.text) : text;
}

/**
 * The route's valid-looking request (existing ids in the path, the sample query and body) with
 * `value` in one field, sent by `actor`: only that field is hostile, so the answer is about it.
 */
export function fieldRequest(
  world: HostileWorld,
  route: HostileRoute,
  field: RequestField,
  sent: { kind: string; actor: ActorKey | null; value: unknown },
): HostileRequest {
  const asText = (value: unknown) => (value instanceof JsonText ? value.text : String(value));
  const path = existingPath(world, route);
  if (field.in === 'path') path[field.path[0]] = encodeURIComponent(asText(sent.value));
  const query = sampleQuery(world, route);
  if (field.in === 'query') query[field.path[0]] = asText(sent.value);
  const payload = route.body ? bodyWith(world, route, field, sent.value) : undefined;
  return {
    kind: sent.kind,
    actor: sent.actor,
    method: route.method,
    url: `${fillPath(route, path)}${queryString(Object.entries(query))}`,
    headers: payload === undefined ? {} : { 'content-type': 'application/json' },
    payload,
    remoteAddress: '10.77.0.1',
  };
}
