import { canManageShift, isRestrictedShiftView, type RequestStatus } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import { expectStatus, inReach } from '../expectations.ts';
import type { RouteSpec } from '../types.ts';
import { signedIn } from './cases.ts';
import { differs, rows } from './stored.ts';

interface CancelKind {
  label: string;
  own: boolean;
  status: RequestStatus;
}

const KINDS: CancelKind[] = [
  { label: "someone else's assignment", own: false, status: 'Confirmed' },
  { label: 'their own assignment', own: true, status: 'Confirmed' },
  { label: "someone else's request", own: false, status: 'Requested' },
];

/** PATCH .../cancel: the confirmed person their own, the shift's managers any (issue #14). */
export const requestCancelRoutes: Record<string, RouteSpec> = {
  'PATCH /api/shifts/:shiftId/requests/:requestId/cancel': signedIn((actor, world) =>
    world.places.flatMap((place) =>
      KINDS.map((kind) => ({
        target: `${kind.label} on a shift at ${place.label}`,
        org: place.org,
        arrange: async () => {
          const { shiftId, requestId, shift } = await world.requestAt(
            place,
            actor,
            kind.own,
            kind.status,
          );
          return {
            method: 'PATCH' as const,
            url: `/api/shifts/${shiftId}/requests/${requestId}/cancel`,
            payload: { reason: 'Called away' },
            status: expectStatus(
              200,
              inReach(actor, place.organizationId),
              [kind.own || !isRestrictedShiftView(actor, shift), 404],
              [kind.own || canManageShift(actor, shift), 403],
              [kind.status === 'Confirmed', 409],
            ),
            writes: ['shift_requests', 'shift_events', 'outbox', 'notifications'],
            effect: async () => {
              const [stored] = await rows<{ declined: boolean; reason: string | null }>(
                world,
                sql`select declined, decline_reason as reason from shift_requests where id = ${requestId}`,
              );
              return differs('the request', stored, { declined: true, reason: 'cancelled' });
            },
          };
        },
      })),
    ),
  ),
};
