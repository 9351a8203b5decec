import type { SQL } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import type { AppConfig } from '../../src/config.ts';
import { adminWorldForFile } from './admin-file.ts';
import { callAs, type ActorKey, type OrgKey } from './admin-world.ts';
import { bearer } from './app.ts';
import type { MakeUserOptions } from './factories.ts';
import { readOutbox } from './outbox.ts';
import {
  freshMember,
  makeRequest,
  makeShift,
  type MakeRequestOptions,
  type MakeShiftOptions,
} from './shift-world.ts';
import { queryRows } from './sql.ts';

export { FILLED_SHIFT, localAt, localFromNow, messagesOf } from './shift-world.ts';

/** Who calls: one of the world's actors, or a fresh member with a token of their own. */
export type Caller = ActorKey | { token: string };

/** What a member may do with a request on a shift (PATCH …/requests/:id/<action>). */
export type RequestAction = 'offer' | 'decline' | 'confirm';

/**
 * The admin world of one test file (see adminWorldForFile) with the shift factories bound to its
 * database: shifts and requests inserted directly, fresh members of organization A (or B) with
 * a token, raw queries and the outbox.
 */
export function shiftWorldForFile(overrides: Partial<AppConfig> = {}) {
  const file = adminWorldForFile(overrides);
  const { t, world } = file;
  const callBy = (caller: Caller, options: InjectOptions & { url: string }) =>
    typeof caller === 'string'
      ? callAs(t, world, caller, options)
      : t.app.inject({ ...options, headers: bearer(caller.token) });
  const member = (options: MakeUserOptions = {}, org: OrgKey = 'a') =>
    freshMember(t, world[org].organization.id, options);
  return {
    ...file,
    callBy,
    /** PATCH /api/shifts/:shiftId/requests/:requestId/<action> as `caller`. */
    actOnRequest: (caller: Caller, action: RequestAction, shiftId: number, requestId: number) =>
      callBy(caller, {
        method: 'PATCH',
        url: `/api/shifts/${shiftId}/requests/${requestId}/${action}`,
      }),
    makeShift: (options: MakeShiftOptions) => makeShift(t.db, options),
    makeRequest: (options: MakeRequestOptions) => makeRequest(t.db, options),
    freshMember: member,
    /** A fresh member of A and their request on `shiftId` (Requested, not declined, unless told). */
    memberRequest: async (
      shiftId: number,
      state: Omit<MakeRequestOptions, 'shiftId' | 'employeeId'> = {},
    ) => {
      const person = await member();
      const request = await makeRequest(t.db, { shiftId, employeeId: person.id, ...state });
      return { person, request };
    },
    queryRows: <T>(query: SQL) => queryRows<T>(t.db, query),
    readOutbox: (to: string) => readOutbox(t.app, to),
  };
}
