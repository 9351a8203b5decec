import {
  isRestrictedShiftView,
  mayEverTakeRequestRoute,
  REQUEST_ROUTE_ACTIONS,
  requestActions,
  type Actor,
  type RequestRoute,
  type RequestStatus,
} from '@chairside/domain';
import { sql } from 'drizzle-orm';
import { expectStatus, inReach } from '../expectations.ts';
import type { MatrixCase, RouteSpec } from '../types.ts';
import type { MatrixWorld, Place } from '../world.ts';
import { signedIn } from './cases.ts';
import { differs, rows } from './stored.ts';

interface RequestKind {
  label: string;
  own: boolean;
  status: RequestStatus;
  declined: boolean;
}

const KINDS: RequestKind[] = [
  { label: "someone else's request", own: false, status: 'Requested', declined: false },
  { label: "someone else's offer", own: false, status: 'Offered', declined: false },
  { label: 'their own request', own: true, status: 'Requested', declined: false },
  { label: 'their own offer', own: true, status: 'Offered', declined: false },
  { label: 'a declined request', own: false, status: 'Requested', declined: true },
];

/** What the stored request must look like after each action succeeded. */
const AFTER: Record<RequestRoute, { status?: RequestStatus; declined?: boolean }> = {
  offer: { status: 'Offered' },
  decline: { declined: true },
  confirm: { status: 'Confirmed' },
  withdraw: { declined: true },
};

function transitionCase(
  world: MatrixWorld,
  actor: Actor,
  action: RequestRoute,
  place: Place,
  kind: RequestKind,
): MatrixCase {
  return {
    target: `${kind.label} on a shift at ${place.label}`,
    org: place.org,
    arrange: async () => {
      const { shiftId, employeeId, requestId, shift } = await world.requestAt(
        place,
        actor,
        kind.own,
        kind.status,
      );
      if (kind.declined) {
        await world.t.db.execute(
          sql`update shift_requests set declined = true where id = ${requestId}`,
        );
      }
      const request = { employeeId, status: kind.status, declined: kind.declined };
      return {
        method: 'PATCH',
        url: `/api/shifts/${shiftId}/requests/${requestId}/${action}`,
        status: expectStatus(
          200,
          inReach(actor, place.organizationId),
          // Someone else's request does not exist in a restricted view (DESIGN §5: 404).
          [kind.own || !isRestrictedShiftView(actor, shift), 404],
          [!kind.declined && kind.status !== 'Confirmed', 409],
          // A route the role may take, in a state that does not allow it, is a conflict.
          [mayEverTakeRequestRoute(actor, shift, request, action), 403],
          [
            requestActions(actor, shift, request).some((can) =>
              REQUEST_ROUTE_ACTIONS[action].includes(can),
            ),
            409,
          ],
          // Issue #24 §1: offering and confirming ask eligibility (the person's job title).
          [
            (action !== 'offer' && action !== 'confirm') ||
              (await world.fitsFreshShifts(employeeId)),
            409,
          ],
        ),
        writes: ['shift_requests', 'shift_events', 'outbox', 'notifications'],
        effect: async () => {
          const [stored] = await rows<{ status: RequestStatus; declined: boolean }>(
            world,
            sql`select status, declined from shift_requests where id = ${requestId}`,
          );
          return differs('the request', stored, {
            status: AFTER[action].status ?? kind.status,
            declined: AFTER[action].declined ?? kind.declined,
          });
        },
      };
    },
  };
}

/**
 * A request addressed through a shift it does not belong to: a shift the caller can see, a
 * request of the other organization's shift (object-level authorization on the pair).
 */
function mismatchedCase(world: MatrixWorld, actor: Actor, action: RequestRoute): MatrixCase {
  const visible = world.place(
    actor.organizationId === world.org('B').organization.id ? 'B1' : 'A1',
  );
  const foreign = world.place(visible.org === 'A' ? 'B1' : 'A1');
  return {
    target: `a request of ${foreign.label} through a shift at ${visible.label}`,
    org: foreign.org,
    arrange: async () => {
      const foreignShift = await world.shiftAt(foreign);
      const requestId = await world.freshRequest(
        foreignShift,
        foreign,
        world.org(foreign.org).colleague.id,
        action === 'confirm' ? 'Offered' : 'Requested',
      );
      return {
        method: 'PATCH',
        url: `/api/shifts/${world.standingShift[visible.key]}/requests/${requestId}/${action}`,
        status: 404,
      };
    },
  };
}

function route(action: RequestRoute): RouteSpec {
  return signedIn((actor, world) => [
    ...world.places.flatMap((place) =>
      KINDS.map((kind) => transitionCase(world, actor, action, place, kind)),
    ),
    mismatchedCase(world, actor, action),
  ]);
}

export const requestActionRoutes: Record<string, RouteSpec> = {
  'PATCH /api/shifts/:shiftId/requests/:requestId/offer': route('offer'),
  'PATCH /api/shifts/:shiftId/requests/:requestId/decline': route('decline'),
  'PATCH /api/shifts/:shiftId/requests/:requestId/confirm': route('confirm'),
  'PATCH /api/shifts/:shiftId/requests/:requestId/withdraw': route('withdraw'),
};
