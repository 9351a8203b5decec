import type { RequestStatus } from '@chairside/domain';
import type { InjectOptions } from 'fastify';
import type { AdminFile } from './admin-file.ts';
import type { ActorKey } from './admin-world.ts';
import { bearer } from './app.ts';
import {
  freshMember,
  localAt,
  localFromNow,
  makeRequest,
  makeShift,
  type MakeShiftOptions,
} from './shift-world.ts';

/** A fresh member's credential, or one of the admin world's actors. */
export type Caller = { token: string } | ActorKey;

/**
 * The world of the tests of one request action (withdraw, cancel, edit): new shifts at A's first
 * location posted by A's manager, fresh members of A holding requests on them, and calls as a
 * fresh member or as one of the world's actors.
 */
export function requestWorld({ t, world, call }: AdminFile) {
  const shiftAt = (local: string, options: Partial<MakeShiftOptions> = {}) =>
    makeShift(t.db, {
      locationId: world.a.locations[0].id,
      local,
      createdBy: world.a.manager.id,
      ...options,
    });

  const member = () => freshMember(t, world.a.organization.id);

  /** A fresh member of A holding a request in `status` on a new shift `days` from now (or starting at a Date). */
  async function heldRequest(when: number | Date = 10, status: RequestStatus = 'Requested') {
    const local = typeof when === 'number' ? localFromNow(when) : localAt(when, 'America/Chicago');
    const shift = await shiftAt(local);
    const person = await member();
    const request = await makeRequest(t.db, { shiftId: shift.id, employeeId: person.id, status });
    return { shift, person, request };
  }

  const callAs = (who: Caller, options: InjectOptions & { url: string }) =>
    typeof who === 'string'
      ? call(who, options)
      : t.app.inject({ ...options, headers: bearer(who.token) });

  /** The in-app notifications of a fresh member, newest first. */
  const noticesOf = async (person: { token: string }) =>
    (await callAs(person, { url: '/api/notifications' })).json().items as {
      type: string;
      body: string;
      shiftId: number | null;
    }[];

  return { shiftAt, member, heldRequest, callAs, noticesOf };
}
