import type { Actor } from '@chairside/domain';
import type { HTTPMethods, LightMyRequestResponse } from 'fastify';
import type { MatrixWorld } from './world.ts';

/** The tables a call may change; `rate_limit_events` is throttling bookkeeping and not tracked. */
export const TRACKED_TABLES = [
  'organizations',
  'locations',
  'users',
  'user_locations',
  'shifts',
  'shift_requests',
  'shift_events',
  'invites',
  'invite_locations',
  'one_time_codes',
  'outbox',
  'push_subscriptions',
  'notifications',
  'calendar_feeds',
  'calendar_tombstones',
  'new_shift_alerts',
  'shift_templates',
  'shift_fanout_jobs',
  'credentials',
  'credential_documents',
  'timesheets',
] as const;
export type Table = (typeof TRACKED_TABLES)[number];

/** Which organization a target belongs to ('none': no organization, or no target at all). */
export type OrgTag = 'A' | 'B' | 'none';

/** One caller of the matrix: a signed-in user, or a credential the API must refuse. */
export interface MatrixActor {
  key: string;
  label: string;
  /** The Authorization header sent, if any. */
  authorization: string | null;
  /** The user as the domain rules see them; null when the credential must get 401. */
  actor: Actor | null;
}

/** One call and what packages/domain says it must answer. */
export interface MatrixCall {
  method: HTTPMethods;
  url: string;
  payload?: unknown;
  /** Headers beside the caller's Authorization (a multipart upload's content type). */
  headers?: Record<string, string>;
  /** The expected status for this caller (the runner makes it 401 for refused credentials). */
  status: number;
  /** Tables a successful call may change; every other table must stay exactly as it was. */
  writes?: readonly Table[];
  /** After a 2xx answer: problems with the stored result (the write must really have happened). */
  effect?: (response: LightMyRequestResponse) => Promise<string[]>;
  /** After a 2xx answer: problems with the body (items the caller must not see, hidden fields). */
  check?: (response: LightMyRequestResponse) => string[] | Promise<string[]>;
}

/** A target of a route: built lazily, because arranging it may create a fresh row. */
export interface MatrixCase {
  /** What the call aims at, for messages: 'employee of B', 'shift at B location 2'. */
  target: string;
  org: OrgTag;
  arrange: () => Promise<MatrixCall>;
}

/**
 * A route's entry in the matrix. `public` routes answer the same whatever credential is sent;
 * `signed-in` routes answer 401 to every refused credential and otherwise follow the rules.
 * The cases are built per caller, in the world of the run.
 */
export interface RouteSpec {
  access: 'public' | 'signed-in';
  cases: (actor: Actor, world: MatrixWorld) => MatrixCase[];
}
