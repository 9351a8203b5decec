import {
  assignablePositions,
  canChangeActiveStatus,
  canChangePosition,
  canEditUser,
  canReachOrganization,
  type AccountPosition,
  type Actor,
} from '@chairside/domain';

/** A rule a route checks, and the status it answers when the rule refuses. */
export type Gate = readonly [allowed: boolean, refusal: number];

/**
 * The status a route must answer: the refusal of the first gate that refuses, in the order the
 * route checks them (DESIGN §4/§5: 403 not allowed, 404 not found or out of reach), else `ok`.
 */
export function expectStatus(ok: number, ...gates: Gate[]): number {
  return gates.find(([allowed]) => !allowed)?.[1] ?? ok;
}

/** DESIGN §5: objects outside the actor's reach answer 404, never 403. */
export const inReach = (actor: Actor, organizationId: number | null): Gate => [
  canReachOrganization(actor, organizationId),
  404,
];

export interface EditedUser {
  id: number;
  position: AccountPosition;
  organizationId: number | null;
  isActive: boolean;
  locationIds: number[];
}

export interface UserChange {
  position?: AccountPosition;
  locationIds?: number[];
  isActive?: boolean;
}

/**
 * PATCH /api/users/:id (SPEC §6): tenancy, canEditUser, nobody changes their own status or
 * position, only assignablePositions, managers only inside an organization, and a location
 * manager's locations all in the edited user's organization.
 */
export function userEditStatus(
  actor: Actor,
  target: EditedUser,
  change: UserChange,
  organizationOfLocation: (locationId: number) => number | null,
): number {
  const position = change.position ?? target.position;
  const statusChanges = change.isActive !== undefined && change.isActive !== target.isActive;
  const positionChanges = position !== target.position;
  const locationIds = change.locationIds ?? target.locationIds;
  return expectStatus(
    200,
    inReach(actor, target.organizationId),
    [canEditUser(actor, target), 403],
    [!statusChanges || canChangeActiveStatus(actor, target), 403],
    [!positionChanges || canChangePosition(actor, target), 403],
    [!positionChanges || assignablePositions(actor).includes(position), 403],
    [
      !positionChanges ||
        target.organizationId !== null ||
        position === 'admin' ||
        position === 'employee',
      400,
    ],
    [
      position !== 'location_manager' ||
        (locationIds.length > 0 &&
          locationIds.every((id) => organizationOfLocation(id) === target.organizationId)),
      400,
    ],
  );
}
